import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** False while something runs (the spec's reset dialog cannot be dismissed while loading). */
  dismissible?: boolean;
  /** An icon or picture above the title (success and failure dialogs). */
  illustration?: ReactNode;
  /** `lg`: a wide dialog, for a picture. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind inert and
 * restores focus on close. Escape and a click on the backdrop close it when `dismissible`.
 */
export function Modal({ open, onClose, title, children, footer, dismissible = true, illustration, size = 'md' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(e) => {
        // The second click of a double click that opened the dialog lands on its backdrop: it must not close it.
        if (e.target === ref.current && dismissible && e.detail < 2) onClose();
      }}
    >
      <div className="modal__panel">
        {dismissible && (
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
        {illustration && <div className="modal__illustration">{illustration}</div>}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
