import { SIDE_MENU_FOLDER_STORAGE_PREFIX, SIDE_MENU_MY_KEY } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import {
  allOpenFolderState,
  folderKey,
  folderKeys,
  initialFolderState,
  openOnlyFolder,
  readFolderState,
  toggleFolder,
  writeFolderState,
} from '../src/shell/index';

const groups = [
  { name: '주요 뉴스', ename: 'main-news' },
  { name: '개발', ename: 'dev' },
  { name: '커리어', ename: ' ' },
];

function mapStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('side menu folder state', () => {
  it('SH-SIDE-14 keys are my, then each group ename, else its name', () => {
    expect(folderKey(groups[1]!)).toBe('dev');
    expect(folderKey(groups[2]!)).toBe('커리어');
    expect(folderKeys(groups, true)).toEqual([SIDE_MENU_MY_KEY, 'main-news', 'dev', '커리어']);
    expect(folderKeys(groups, false)).toEqual(['main-news', 'dev', '커리어']);
  });

  it('SH-SIDE-10 signed in: My Feed open, the others closed', () => {
    expect(initialFolderState(folderKeys(groups, true), true)).toEqual({
      my: true,
      'main-news': false,
      dev: false,
      커리어: false,
    });
  });

  it('SH-SIDE-11 signed out: every group open', () => {
    expect(initialFolderState(folderKeys(groups, false), false)).toEqual({
      'main-news': true,
      dev: true,
      커리어: true,
    });
  });

  it('SH-SIDE-12 a title click opens that folder and closes the rest', () => {
    const start = initialFolderState(folderKeys(groups, false), false);
    expect(openOnlyFolder(start, 'dev')).toEqual({ 'main-news': false, dev: true, 커리어: false });
    // Already open and alone: it stays open.
    expect(openOnlyFolder(openOnlyFolder(start, 'dev'), 'dev')).toEqual({
      'main-news': false,
      dev: true,
      커리어: false,
    });
  });

  it('SH-SIDE-13 an arrow click toggles that folder only', () => {
    const start = initialFolderState(folderKeys(groups, true), true);
    const once = toggleFolder(start, 'dev');
    expect(once).toEqual({ my: true, 'main-news': false, dev: true, 커리어: false });
    expect(toggleFolder(once, 'my')).toEqual({ my: false, 'main-news': false, dev: true, 커리어: false });
    expect(toggleFolder(toggleFolder(once, 'dev'), 'dev')).toEqual(once);
  });

  it('SH-CAT-02 the category menu forces every folder open', () => {
    expect(allOpenFolderState(folderKeys(groups, true))).toEqual({
      my: true,
      'main-news': true,
      dev: true,
      커리어: true,
    });
  });

  it('SH-SIDE-14 SH-SIDE-15 each key is kept in session storage and read back over the defaults', () => {
    const storage = mapStorage();
    const keys = folderKeys(groups, true);
    const defaults = initialFolderState(keys, true);
    expect(readFolderState(storage, defaults)).toEqual(defaults);

    writeFolderState(storage, openOnlyFolder(defaults, 'dev'));
    expect(storage.map.get(`${SIDE_MENU_FOLDER_STORAGE_PREFIX}dev`)).toBe('1');
    expect(storage.map.get(`${SIDE_MENU_FOLDER_STORAGE_PREFIX}${SIDE_MENU_MY_KEY}`)).toBe('0');
    expect(readFolderState(storage, defaults)).toEqual({ my: false, 'main-news': false, dev: true, 커리어: false });

    // A group added later has nothing stored: it takes its default.
    const withNew = { ...defaults, ai: false };
    expect(readFolderState(storage, withNew).ai).toBe(false);
    // Junk values are ignored.
    storage.map.set(`${SIDE_MENU_FOLDER_STORAGE_PREFIX}dev`, 'yes');
    expect(readFolderState(storage, defaults).dev).toBe(false);
  });

  it('storage failures keep the defaults and never throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const defaults = initialFolderState(['a'], false);
    expect(readFolderState(broken, defaults)).toEqual(defaults);
    expect(readFolderState(null, defaults)).toEqual(defaults);
    expect(() => writeFolderState(broken, defaults)).not.toThrow();
  });
});
