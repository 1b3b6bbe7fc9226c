import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/ui/icons';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { T } from '../../../i18n/it';

/**
 * A full-screen sheet (the console's long-press view, spec 02 §2): focus moves to "Chiudi" and
 * back to the opener, Tab stays inside, Escape closes, the page behind does not scroll.
 */
export const FullScreenPanel = ({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) => {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useModalFocus(true, panel, onClose, { initial: close, lockScroll: true });

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
