/**
 * The native-app bridge (shell spec §7): events named fireBaseEvent, and calls whose callback
 * times out after BRIDGE_TIMEOUT_MS with 'Bridge callback timeout ({ms}ms)'.
 * Seam: the shell issue fills these in; the signatures are fixed so the header can use them now.
 */

/** Send a fire-and-forget event to the native app; false when no bridge is present. */
export function postBridgeEvent(_event: string, _params?: Record<string, unknown>): boolean {
  return false;
}

/** Ask the native app to close the webview (the header's close-app icon). */
export function closeApp(): boolean {
  return postBridgeEvent('closeApp');
}
