import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useModalFocus } from './use-modal-focus';
import { T } from '../../i18n/it';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal panel: focus moves in on open and back to the opener on close, Tab stays inside,
 * Escape and the backdrop close it.
 */
export const Dialog = ({ open, title, onClose, children }: DialogProps) => {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useModalFocus(open, panel, onClose);

  if (!open) return null;
  // Portalled to <body>: the header's backdrop-filter would otherwise clip a fixed overlay.
  return createPortal(
    <div className="dialog" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">{title}</h2>
          <button type="button" className="icon-button" aria-label={T.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
};
