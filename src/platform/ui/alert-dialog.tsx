/**
 * The common alert dialog (docs/spec-notes.md §2): a title, a message, a confirm button and an optional cancel.
 * Built on <dialog>.showModal(): the browser traps focus inside, makes the page inert, closes on
 * Escape (= cancel) and returns focus to where it was; the first button (cancel, the safe choice,
 * when there is one) takes the focus. Page scrolling is locked while it is open.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface AlertDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Without a cancel label the dialog has one button; Escape then confirms. */
  cancelLabel?: string | undefined;
  onCancel?: (() => void) | undefined;
  /** A destructive action (logout, delete) shows its confirm button in the danger colour. */
  destructive?: boolean;
}

let openDialogs = 0;

/** Locks page scrolling while a modal is open; answers the unlock (nested modals count). */
export function lockScroll(): () => void {
  openDialogs += 1;
  document.documentElement.classList.add('scroll-locked');
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) document.documentElement.classList.remove('scroll-locked');
  };
}

/**
 * Shows the <dialog> in `ref` as a modal while `open`: the browser's top layer (focus trapped, page
 * inert, Escape cancels), page scrolling locked, and focus back where it was once it closes.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      returnFocusTo?.focus();
    };
  }, [ref, open]);
}

export function AlertDialog({ open, title, children, confirmLabel, onConfirm, cancelLabel, onCancel, destructive = false }: AlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useModalDialog(ref, open);

  if (!open) return null;

  const dismiss = cancelLabel ? onCancel : onConfirm;
  return (
    <dialog
      ref={ref}
      className="alert-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: handled here so React state stays the one source of truth.
        event.preventDefault();
        dismiss?.();
      }}
    >
      <h2 id={titleId} className="alert-dialog__title">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="alert-dialog__body">
          {children}
        </div>
      ) : null}
      <div className="alert-dialog__actions">
        {cancelLabel ? (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        <button type="button" className={`btn ${destructive ? 'btn--danger' : 'btn--primary'}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
