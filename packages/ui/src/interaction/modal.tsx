'use client';

import { COPY, MODAL_FADE_SECONDS } from '@growday/contracts/client';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { MODAL_ROOT_ID } from './modal-root';

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
/** False during the server render and hydration, true after: portals need the document. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** Open modals, newest last: only the top one answers Escape and keeps the focus. */
const openStack: string[] = [];

function lockScroll(): () => void {
  const root = document.documentElement;
  const count = Number(root.dataset.gdModalLocks ?? '0') + 1;
  root.dataset.gdModalLocks = String(count);
  root.classList.add('gd-modal-open');
  return () => {
    const next = Number(root.dataset.gdModalLocks ?? '1') - 1;
    root.dataset.gdModalLocks = String(Math.max(0, next));
    if (next <= 0) root.classList.remove('gd-modal-open');
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal of the product: a portal with an overlay, `aria-modal`, focus kept inside, Escape
 * and overlay click to close, default 취소 / 확인 buttons and a 0.15 s fade on close.
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
  const id = useId();
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);
  const onExitedRef = useRef(onExited);
  useEffect(() => {
    onCloseRef.current = onClose;
    onExitedRef.current = onExited;
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

  // While open: on the stack, page scroll locked, focus inside, restored on close.
  useEffect(() => {
    if (!open || !isClient) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(id);
    const unlock = lockScroll();
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openStack[openStack.length - 1] === id) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.lastIndexOf(id);
      if (index !== -1) openStack.splice(index, 1);
      unlock();
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, isClient, id]);

  if (!isClient || !present) return null;

  const keepFocusInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    // Only a press and release both on the overlay itself (not a drag out of the panel).
    const onOverlay = event.target === event.currentTarget && pressedOnOverlay.current;
    pressedOnOverlay.current = false;
    if (onOverlay && closeOnOverlayClick && open) onClose();
  };

  const target = document.getElementById(MODAL_ROOT_ID) ?? document.body;
  return createPortal(
    <ModalFrame
      state={open ? 'open' : 'closing'}
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
      onPanelKeyDown={keepFocusInside}
    >
      {children}
    </ModalFrame>,
    target,
  );
}

export interface ModalFrameProps {
  state: 'open' | 'closing';
  children?: ReactNode;
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
  onPanelKeyDown?: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
}

/** The modal's markup (overlay, dialog panel, title, body, default buttons), without behaviour. */
export function ModalFrame({
  state,
  children,
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
  onPanelKeyDown,
}: ModalFrameProps) {
  const style = {
    '--gd-modal-fade': `${MODAL_FADE_SECONDS}s`,
    ...(width ? { '--gd-modal-panel-width': `${width}px` } : {}),
  } as CSSProperties;
  return (
    <div className="gd-modal" data-state={state} style={style}>
      <div
        className="gd-modal__overlay"
        data-testid="modal-overlay"
        data-modal-scroll=""
        onMouseDown={onOverlayMouseDown}
        onClick={onOverlayClick}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : ariaLabel}
          tabIndex={-1}
          className={className ? `gd-modal__panel ${className}` : 'gd-modal__panel'}
          onKeyDown={onPanelKeyDown}
        >
          {showCloseButton ? (
            <button
              type="button"
              className="gd-icon-button gd-modal__close"
              aria-label={COPY.common.close}
              onClick={onClose}
            >
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
          {title ? (
            <h2 id={titleId} className="gd-modal__title">
              {title}
            </h2>
          ) : null}
          <div className="gd-modal__body">{children}</div>
          {hideButtons ? null : (
            <div className="gd-modal__buttons">
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
    </div>
  );
}
