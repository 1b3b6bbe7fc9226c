import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What every modal of the app does while `active`: focus moves in (to `initial`, else the first
 * focusable), Tab stays inside `panel`, Escape calls `onClose`, focus returns to the opener on
 * close; `lockScroll` keeps the page behind still.
 */
export const useModalFocus = (
  active: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  opts: { initial?: RefObject<HTMLElement | null>; lockScroll?: boolean } = {},
) => {
  const { initial, lockScroll = false } = opts;
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement as HTMLElement | null;
    (initial?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
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
      if (lockScroll) document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [active, panel, onClose, initial, lockScroll]);
};
