'use client';

import * as COPY from '@growday/contracts/copy';
import { MODAL_FADE_SECONDS } from '@growday/contracts/client';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

/** How long a closing modal stays on screen: the 0.15 s fade (CC-MODAL-02). */
export const MODAL_FADE_MS = Math.round(MODAL_FADE_SECONDS * 1000);

export interface ModalProps {
  /** The modal is shown while true and renders nothing when false (after its fade-out). */
  open: boolean;
  /** Asked to close: overlay click, Escape, the close button, and the default buttons. */
  onClose: () => void;
  children?: ReactNode;
  /** Heading shown at the top and used as the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string | undefined;
  /** Hide the default 취소 / 확인 buttons (CC-MODAL-01). */
  hideButtons?: boolean;
  cancelLabel?: string;
  confirmLabel?: string;
  /** The confirm button; closes the modal when absent. */
  onConfirm?: () => void;
  /** The cancel button; closes the modal when absent. */
  onCancel?: () => void;
  /** Close when the overlay is clicked (default true, CC-MODAL-03). */
  closeOnOverlayClick?: boolean;
  /** Show an ✕ button in the top right corner. */
  showCloseButton?: boolean;
  /** Panel width in px; the panel never exceeds the viewport. */
  width?: number;
  className?: string | undefined;
  /** Called once the fade-out ended and the modal is gone. */
  onExited?: () => void;
}

const subscribeNothing = () => () => {};
/** False during the server render and hydration, true after: the portal needs the document. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The one modal of the product: a native <dialog> opened with showModal(). The browser keeps it in
 * the top layer with the rest of the page inert (no focus trap of our own), sends Escape to the
 * topmost open dialog only (`cancel`, so stacked modals close one at a time), and puts the focus
 * back where it was on close(). Ours: overlay click, default 취소 / 확인, the 0.15 s fade, and
 * the scroll lock (`html:has(.modal:modal)` in modal.module.css).
 */
export function Modal({
  open,
  onClose,
  children,
  title,
  'aria-label': ariaLabel,
  hideButtons = false,
  cancelLabel = COPY.common.cancel,
  confirmLabel = COPY.common.confirm,
  onConfirm,
  onCancel,
  closeOnOverlayClick = true,
  showCloseButton = false,
  width,
  className,
  onExited,
}: ModalProps) {
  const isClient = useIsClient();
  const titleId = `${useId()}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);
  const onExitedRef = useRef(onExited);
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    onExitedRef.current = onExited;
    openRef.current = open;
  });

  // Present while open and during the fade-out after it closes.
  const [present, setPresent] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPresent(true);
  }
  useEffect(() => {
    if (open || !present) return;
    const timer = setTimeout(() => {
      setPresent(false);
      onExitedRef.current?.();
    }, MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [open, present]);

  // Into the top layer while open. On close the dialog leaves it at once (focus restored, page live
  // again, Escape for the modal below) and fades out as a plain fixed layer (data-state closing).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first focusable element (often ✕); the panel itself, as before.
    if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus({ preventScroll: true });
    // Escape: React decides, so the fade can play. `close` covers a dialog the browser closed itself
    // (a second Escape with no user activation in between is not cancelable).
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onCloseEvent = () => {
      if (openRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onCloseEvent);
    return () => {
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onCloseEvent);
      if (dialog.open) dialog.close();
    };
  }, [open, isClient]);

  if (!isClient || !present) return null;

  const onOverlayMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    // Only a press and release both on the overlay itself (not a drag out of the panel).
    const onOverlay = event.target === event.currentTarget && pressedOnOverlay.current;
    pressedOnOverlay.current = false;
    if (onOverlay && closeOnOverlayClick && open) onClose();
  };

  // Into <body>: the modal then inherits nothing from (and matches no selector of) where it is used.
  return createPortal(
    <ModalFrame
      state={open ? 'open' : 'closing'}
      dialogRef={dialogRef}
      panelRef={panelRef}
      titleId={titleId}
      title={title}
      aria-label={ariaLabel}
      hideButtons={hideButtons}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      onCancel={onCancel ?? onClose}
      onConfirm={onConfirm ?? onClose}
      onClose={onClose}
      showCloseButton={showCloseButton}
      width={width}
      className={className}
      onOverlayMouseDown={onOverlayMouseDown}
      onOverlayClick={onOverlayClick}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
}

export interface ModalFrameProps {
  state: 'open' | 'closing';
  children?: ReactNode;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  panelRef?: RefObject<HTMLDivElement | null>;
  titleId: string;
  title?: ReactNode;
  'aria-label'?: string | undefined;
  hideButtons: boolean;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  onClose: () => void;
  showCloseButton: boolean;
  width?: number | undefined;
  className?: string | undefined;
  onOverlayMouseDown?: (event: ReactMouseEvent<HTMLDivElement>) => void;
  onOverlayClick?: (event: ReactMouseEvent<HTMLDivElement>) => void;
}

/** The modal's markup (dialog, overlay, panel, title, body, default buttons), without behaviour. */
export function ModalFrame({
  state,
  children,
  dialogRef,
  panelRef,
  titleId,
  title,
  'aria-label': ariaLabel,
  hideButtons,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  onClose,
  showCloseButton,
  width,
  className,
  onOverlayMouseDown,
  onOverlayClick,
}: ModalFrameProps) {
  const style = {
    '--gd-modal-fade': `${MODAL_FADE_SECONDS}s`,
    ...(width ? { '--gd-modal-panel-width': `${width}px` } : {}),
  } as CSSProperties;
  // The <dialog> covers the viewport (its ::backdrop unused): the overlay inside it is what scrolls
  // a tall panel and what a click closes, as the overlay div did before.
  return (
    <dialog
      ref={dialogRef}
      className={`gd-modal ${styles.modal}`}
      data-state={state}
      style={style}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
    >
      <div
        className={`gd-modal__overlay ${styles.overlay}`}
        data-testid="modal-overlay"
        data-modal-scroll=""
        onMouseDown={onOverlayMouseDown}
        onClick={onOverlayClick}
      >
        <div
          ref={panelRef}
          tabIndex={-1}
          className={`gd-modal__panel ${styles.panel}${className ? ` ${className}` : ''}`}
        >
          {showCloseButton ? (
            <button
              type="button"
              className={`gd-icon-button gd-modal__close ${styles.close}`}
              aria-label={COPY.common.close}
              onClick={onClose}
            >
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
          {title ? (
            <h2 id={titleId} className={`gd-modal__title ${styles.title}`}>
              {title}
            </h2>
          ) : null}
          <div className="gd-modal__body">{children}</div>
          {hideButtons ? null : (
            <div className={`gd-modal__buttons ${styles.buttons}`}>
              <button type="button" className="gd-button gd-modal__cancel" onClick={onCancel}>
                {cancelLabel}
              </button>
              <button type="button" className="gd-button gd-button--primary gd-modal__confirm" onClick={onConfirm}>
                {confirmLabel}
              </button>
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
