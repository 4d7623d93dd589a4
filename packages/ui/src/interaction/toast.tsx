'use client';

import * as COPY from '@growday/contracts/copy';
import { TOAST_DURATION_MS } from '@growday/contracts/client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** `alert`: the spec's "alert" messages (read out at once); `info`: snackbars and toasts. */
export type ToastTone = 'info' | 'alert';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastApi {
  /** Show a message at the top; it disappears after TOAST_DURATION_MS (CC-TOAST-01, CC-TOAST-02). */
  show: (message: string, options?: { tone?: ToastTone }) => void;
}

/** At most this many messages at once; the oldest goes first. */
const MAX_TOASTS = 3;

const ToastContext = createContext<ToastApi | null>(null);

/** Without a provider (a host that renders none) messages fall back to the browser's alert. */
const windowAlertApi: ToastApi = {
  show: (message) => {
    if (typeof window !== 'undefined') window.alert(message);
  },
};

/** The toast stack and its context; render once around the page. */
export function ToastProvider({
  children,
  durationMs = TOAST_DURATION_MS,
}: {
  children: ReactNode;
  durationMs?: number;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, options) => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, message, tone: options?.tone ?? 'info' }].slice(-MAX_TOASTS));
      const timer = setTimeout(() => {
        timers.current.delete(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }, durationMs);
      timers.current.set(id, timer);
    },
    [durationMs],
  );

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion items={items} />
    </ToastContext.Provider>
  );
}

/** The messages, fixed at the top of the screen; the live region exists before any message. */
export function ToastRegion({ items }: { items: readonly ToastItem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const newest = items.at(-1)?.id;
  // A modal <dialog> sits in the top layer, above any z-index: a manual popover shown (again) after
  // it is drawn above it, so a message shows over the open modal as before.
  useLayoutEffect(() => {
    // Browsers without popovers skip this: the region still shows, under a modal's overlay.
    if (newest === undefined || !ref.current?.showPopover) return;
    ref.current.hidePopover();
    ref.current.showPopover();
  }, [newest]);
  return (
    // A named region (a plain div may not carry aria-label: Lighthouse's aria-prohibited-attr).
    <div
      ref={ref}
      className="gd-toast-region"
      role="region"
      aria-label={COPY.a11y.notifications}
      popover="manual"
      aria-live="polite"
    >
      {items.map((item) => (
        <div
          key={item.id}
          className="gd-toast"
          data-tone={item.tone}
          data-testid="toast"
          role={item.tone === 'alert' ? 'alert' : 'status'}
        >
          {item.message}
        </div>
      ))}
    </div>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext) ?? windowAlertApi;
}

/**
 * The spec's "alert" messages (link copied, unexpected error, ...). They all show as a toast with
 * role="alert", never as a blocking window.alert, unless the host renders no ToastProvider.
 */
export function useAlert(): (message: string) => void {
  const { show } = useToast();
  return useCallback((message: string) => show(message, { tone: 'alert' }), [show]);
}
