/**
 * The few WebExtension calls the pages use, typed here rather than pulling in @types/chrome. Both
 * Chrome and Firefox expose them as promise-returning functions on `chrome` in Manifest V3.
 */
export interface ExtensionTab {
  id?: number;
}

export interface ExtensionStorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface ExtensionApi {
  tabs?: {
    /** The tab this page runs in; undefined outside a tab (the options page opened in a popup). */
    getCurrent(): Promise<ExtensionTab | undefined>;
    update(tabId: number | undefined, properties: { url: string }): Promise<ExtensionTab | undefined>;
  };
  storage?: { sync?: ExtensionStorageArea; local?: ExtensionStorageArea };
}

/** `chrome` when the page runs inside the extension, else null (tests, a page opened by file). */
export function extensionApi(): ExtensionApi | null {
  const api = (globalThis as { chrome?: ExtensionApi }).chrome;
  return api && typeof api === 'object' ? api : null;
}
