import * as COPY from '@growday/contracts/copy';
import {
  BRIDGE_CLOSE_APP_METHOD,
  BRIDGE_EVENT_METHOD,
  BRIDGE_INTERFACE,
  BRIDGE_TIMEOUT_MS,
  BRIDGE_UNAVAILABLE_MESSAGE,
} from '@growday/contracts/client';

/**
 * The native-app bridge (shell spec §7). Messages are JSON `{ method, params, callbackId? }`:
 * Android reads them from `window.GrowdayBridge.postMessage(string)`, iOS from
 * `window.webkit.messageHandlers.growdayBridge.postMessage(string)`. An answer comes back through
 * `window.growdayBridgeCallback(callbackId, result, error?)`.
 */
export interface BridgeMessage {
  method: string;
  params?: Record<string, unknown> | undefined;
  callbackId?: string | undefined;
}

interface PostMessageTarget {
  postMessage(message: string): void;
}

type BridgeCallback = (callbackId: string, result?: unknown, error?: unknown) => void;

interface BridgeWindow {
  [BRIDGE_INTERFACE.android]?: PostMessageTarget;
  webkit?: { messageHandlers?: Record<string, PostMessageTarget | undefined> };
  [BRIDGE_INTERFACE.callback]?: BridgeCallback;
}

function bridgeWindow(): BridgeWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as BridgeWindow);
}

function bridgeTarget(): PostMessageTarget | null {
  const w = bridgeWindow();
  if (!w) return null;
  const android = w[BRIDGE_INTERFACE.android];
  if (android && typeof android.postMessage === 'function') return android;
  const ios = w.webkit?.messageHandlers?.[BRIDGE_INTERFACE.ios];
  if (ios && typeof ios.postMessage === 'function') return ios;
  return null;
}

/** Whether the page runs inside a native app that injected the bridge. */
export function hasBridge(): boolean {
  return bridgeTarget() !== null;
}

function postBridgeMessage(message: BridgeMessage): boolean {
  const target = bridgeTarget();
  if (!target) return false;
  try {
    target.postMessage(JSON.stringify(message));
    return true;
  } catch {
    // A native side that throws is treated as absent: the page keeps working.
    return false;
  }
}

/** Send a fire-and-forget event to the native app as a fireBaseEvent (SH-BRIDGE-01); false when no bridge is present. */
export function postBridgeEvent(event: string, params?: Record<string, unknown>): boolean {
  return postBridgeMessage({ method: BRIDGE_EVENT_METHOD, params: { name: event, ...(params ?? {}) } });
}

/** Ask the native app to close the webview (the header's close-app icon). */
export function closeApp(): boolean {
  return postBridgeMessage({ method: BRIDGE_CLOSE_APP_METHOD });
}

const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let sequence = 0;

function installCallback(w: BridgeWindow): void {
  if (w[BRIDGE_INTERFACE.callback]) return;
  w[BRIDGE_INTERFACE.callback] = (callbackId, result, error) => {
    const entry = pending.get(callbackId);
    if (!entry) return; // Late answer after the time-out, or not ours.
    pending.delete(callbackId);
    if (error !== undefined && error !== null) entry.reject(new Error(String(error)));
    else entry.resolve(result);
  };
}

export interface CallBridgeOptions {
  /** Spec value BRIDGE_TIMEOUT_MS (SH-BRIDGE-02); change only in tests. */
  timeoutMs?: number;
}

/**
 * Call a native method and wait for its answer. Rejects with 'Bridge callback timeout ({ms}ms)'
 * when the app does not answer within the time-out (SH-BRIDGE-03), and at once when there is no bridge.
 */
export function callBridge<T = unknown>(
  method: string,
  params?: Record<string, unknown>,
  { timeoutMs = BRIDGE_TIMEOUT_MS }: CallBridgeOptions = {},
): Promise<T> {
  const w = bridgeWindow();
  if (!w || !bridgeTarget()) return Promise.reject(new Error(BRIDGE_UNAVAILABLE_MESSAGE));
  installCallback(w);
  sequence += 1;
  const callbackId = `cb${Date.now().toString(36)}${sequence}`;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(callbackId);
      reject(new Error(COPY.bridgeTimeout(timeoutMs)));
    }, timeoutMs);
    pending.set(callbackId, {
      resolve: (value) => {
        clearTimeout(timer);
        resolve(value as T);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    if (!postBridgeMessage({ method, params, callbackId })) {
      clearTimeout(timer);
      pending.delete(callbackId);
      reject(new Error(BRIDGE_UNAVAILABLE_MESSAGE));
    }
  });
}
