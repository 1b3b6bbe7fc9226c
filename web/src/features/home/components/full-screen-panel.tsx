import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/ui/icons';
import { T } from '../../../i18n/it';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen sheet (the console's long-press view, spec 02 §2): focus moves to "Chiudi" and
 * back to the opener, Tab stays inside, Escape closes, the page behind does not scroll.
 */
export const FullScreenPanel = ({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) => {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      // Tab stays inside the panel (it is modal).
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [onClose]);

  return createPortal(
    <div ref={panel} className="fullscreen" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="fullscreen__head">
        <h2 id={titleId} className="fullscreen__title">{title}</h2>
        <button ref={close} type="button" className="icon-button" aria-label={T.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="fullscreen__body">{children}</div>
    </div>,
    document.body,
  );
};
