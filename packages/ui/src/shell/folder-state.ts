import { SIDE_MENU_FOLDER_STORAGE_PREFIX, SIDE_MENU_MY_KEY, type TagGroup } from '@growday/contracts/client';

/** Open (true) or closed per folder key (SH-SIDE-14, SH-SIDE-15). */
export type FolderState = Readonly<Record<string, boolean>>;

/** The storage the state lives in: session storage in the browser, a map in the tests. */
export type FolderStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A tag group's folder key: its ename, else its name (SH-SIDE-14). */
export function folderKey(group: Pick<TagGroup, 'ename' | 'name'>): string {
  return group.ename.trim() || group.name;
}

/** Every folder key of the menu: My Feed first when signed in, then one per group. */
export function folderKeys(groups: readonly Pick<TagGroup, 'ename' | 'name'>[], signedIn: boolean): string[] {
  return [...(signedIn ? [SIDE_MENU_MY_KEY] : []), ...groups.map(folderKey)];
}

/** Signed in, My Feed open and the rest closed (SH-SIDE-10); signed out, all open (SH-SIDE-11). */
export function initialFolderState(keys: readonly string[], signedIn: boolean): FolderState {
  return Object.fromEntries(keys.map((key) => [key, signedIn ? key === SIDE_MENU_MY_KEY : true]));
}

/** Every folder open: the category menu's forced tag view (SH-CAT-02). */
export function allOpenFolderState(keys: readonly string[]): FolderState {
  return Object.fromEntries(keys.map((key) => [key, true]));
}

/** A title click: that folder open, the others closed (SH-SIDE-12). */
export function openOnlyFolder(state: FolderState, key: string): FolderState {
  const next: Record<string, boolean> = {};
  for (const other of Object.keys(state)) next[other] = other === key;
  next[key] = true;
  return next;
}

/** An arrow click: that folder flips, the others stay (SH-SIDE-13). */
export function toggleFolder(state: FolderState, key: string): FolderState {
  return { ...state, [key]: !state[key] };
}

/** The defaults with each key the storage remembers laid over them; storage errors keep the defaults. */
export function readFolderState(storage: FolderStorage | null, defaults: FolderState): FolderState {
  if (!storage) return defaults;
  const next: Record<string, boolean> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    try {
      const stored = storage.getItem(`${SIDE_MENU_FOLDER_STORAGE_PREFIX}${key}`);
      if (stored === '1' || stored === '0') next[key] = stored === '1';
    } catch {
      return defaults;
    }
  }
  return next;
}

/** Remember each folder of `state` under its own key (SH-SIDE-14); storage errors are ignored. */
export function writeFolderState(storage: FolderStorage | null, state: FolderState): void {
  if (!storage) return;
  try {
    for (const [key, open] of Object.entries(state)) {
      storage.setItem(`${SIDE_MENU_FOLDER_STORAGE_PREFIX}${key}`, open ? '1' : '0');
    }
  } catch {
    // Storage can be off (private mode): the state lasts until the page is left.
  }
}
