import { BRIDGE_INTERFACE, BRIDGE_TIMEOUT_MS, COPY } from '@growday/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callBridge, closeApp, hasBridge, postBridgeEvent, type BridgeMessage } from '../src/platform/bridge';

type FakeWindow = Record<string, unknown>;
let sent: BridgeMessage[];

function installWindow(w: FakeWindow) {
  vi.stubGlobal('window', w);
}

const android = () => ({ postMessage: (raw: string) => sent.push(JSON.parse(raw) as BridgeMessage) });
const answer = (callbackId: string, result?: unknown, error?: unknown) =>
  (window as unknown as Record<string, (id: string, r?: unknown, e?: unknown) => void>)[BRIDGE_INTERFACE.callback]!(
    callbackId,
    result,
    error,
  );

beforeEach(() => {
  sent = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('native bridge', () => {
  it('without a bridge (web, server) events are dropped and calls fail at once', async () => {
    expect(postBridgeEvent('page_view')).toBe(false);
    installWindow({});
    expect(hasBridge()).toBe(false);
    expect(closeApp()).toBe(false);
    await expect(callBridge('getAppInfo')).rejects.toThrow('Bridge not available');
  });

  it('SH-BRIDGE-01 events go to the Android interface as fireBaseEvent messages', () => {
    installWindow({ [BRIDGE_INTERFACE.android]: android() });
    expect(hasBridge()).toBe(true);
    expect(postBridgeEvent('supple_news_comment', { id: 7 })).toBe(true);
    expect(sent).toEqual([{ method: 'fireBaseEvent', params: { name: 'supple_news_comment', id: 7 } }]);
  });

  it('SH-BRIDGE-01 the iOS message handler gets the same messages; closeApp is its own method', () => {
    installWindow({ webkit: { messageHandlers: { [BRIDGE_INTERFACE.ios]: android() } } });
    expect(postBridgeEvent('page_view')).toBe(true);
    expect(closeApp()).toBe(true);
    expect(sent.map((m) => m.method)).toEqual(['fireBaseEvent', 'closeApp']);
  });

  it('a call resolves with the answer the app sends back for its callback id', async () => {
    installWindow({ [BRIDGE_INTERFACE.android]: android() });
    const pending = callBridge<{ version: string }>('getAppInfo', { fields: ['version'] });
    expect(sent[0]).toMatchObject({ method: 'getAppInfo', params: { fields: ['version'] } });
    const id = sent[0]!.callbackId!;
    answer('someone-else', { version: 'x' });
    answer(id, { version: '2.1.0' });
    await expect(pending).resolves.toEqual({ version: '2.1.0' });
  });

  it('a call rejects with the error the app sends back', async () => {
    installWindow({ [BRIDGE_INTERFACE.android]: android() });
    const pending = callBridge('share');
    answer(sent[0]!.callbackId!, undefined, 'cancelled');
    await expect(pending).rejects.toThrow('cancelled');
  });

  it('SH-BRIDGE-02 SH-BRIDGE-03 an unanswered call rejects after 10000 ms with the spec message', async () => {
    vi.useFakeTimers();
    installWindow({ [BRIDGE_INTERFACE.android]: android() });
    expect(BRIDGE_TIMEOUT_MS).toBe(10_000);
    let outcome: unknown = 'pending';
    const pending = callBridge('getAppInfo').catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('Bridge callback timeout (10000ms)');
    expect(COPY.bridgeTimeout(1234)).toBe('Bridge callback timeout (1234ms)');
    // A late answer is ignored.
    expect(() => answer(sent[0]!.callbackId!, {})).not.toThrow();
  });
});
