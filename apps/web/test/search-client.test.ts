import { RECENT_SEARCHES_MAX, RECENT_SEARCHES_STORAGE_KEY } from '@growday/contracts';
import {
  clearRecentSearches,
  highlightTerms,
  parseRecentSearches,
  readRecentSearches,
  removeRecentSearch,
  saveRecentSearch,
  splitHighlight,
  type RecentSearchStorage,
} from '@growday/ui/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from '@growday/ui';

/** An in-memory Storage with the three calls the store uses. */
function memoryStorage(initial: Record<string, string> = {}): RecentSearchStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** A storage that throws on every call, as Safari's private mode and blocked cookies do. */
const brokenStorage: RecentSearchStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('recent searches store', () => {
  it('CC-SEARCH-04 saves a submitted search trimmed, newest first', () => {
    const storage = memoryStorage();
    saveRecentSearch(storage, '  리액트 ');
    saveRecentSearch(storage, '면접');
    expect(readRecentSearches(storage)).toEqual(['면접', '리액트']);
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual(['면접', '리액트']);
  });

  it('keeps no duplicates: searching again moves the search up (case and spaces do not make a new one)', () => {
    const storage = memoryStorage();
    for (const text of ['React', '면접', 'kubernetes', ' react ']) saveRecentSearch(storage, text);
    expect(readRecentSearches(storage)).toEqual(['react', 'kubernetes', '면접']);
  });

  it(`keeps at most RECENT_SEARCHES_MAX (${RECENT_SEARCHES_MAX}), dropping the oldest`, () => {
    const storage = memoryStorage();
    for (let i = 1; i <= RECENT_SEARCHES_MAX + 3; i += 1) saveRecentSearch(storage, `검색어 ${i}`);
    const list = readRecentSearches(storage);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe(`검색어 ${RECENT_SEARCHES_MAX + 3}`);
    expect(list.at(-1)).toBe('검색어 4');
  });

  it('ignores blank text', () => {
    const storage = memoryStorage();
    saveRecentSearch(storage, '면접');
    saveRecentSearch(storage, '   ');
    expect(readRecentSearches(storage)).toEqual(['면접']);
  });

  it('removes one search and clears all (the key itself goes)', () => {
    const storage = memoryStorage();
    for (const text of ['a', 'b', 'c']) saveRecentSearch(storage, text);
    expect(removeRecentSearch(storage, 'b')).toEqual(['c', 'a']);
    expect(readRecentSearches(storage)).toEqual(['c', 'a']);
    clearRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
    expect(storage.data.has(RECENT_SEARCHES_STORAGE_KEY)).toBe(false);
  });

  it('reads a damaged or hand-edited value safely, applying the same rules', () => {
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(['x', 1, null, ' x ', '', 'y']))).toEqual(['x', 'y']);
    const long = Array.from({ length: 30 }, (_, i) => `q${i}`);
    expect(parseRecentSearches(JSON.stringify(long))).toEqual(long.slice(0, RECENT_SEARCHES_MAX));
  });

  it('never throws when storage is unavailable', () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(readRecentSearches(brokenStorage)).toEqual([]);
    expect(saveRecentSearch(brokenStorage, '면접')).toEqual(['면접']);
    expect(() => clearRecentSearches(brokenStorage)).not.toThrow();
  });
});

describe('highlight splitting', () => {
  const joined = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
  const marked = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text);

  it('marks every word of the query, case-insensitively, and gives the text back whole', () => {
    const text = 'React 성능 문제를 3일 만에 해결한 과정 (react)';
    const parts = splitHighlight(text, highlightTerms('react 성능'));
    expect(joined(parts)).toBe(text);
    expect(marked(parts)).toEqual(['React', '성능', 'react']);
  });

  it('marks the bare word of a query word with a particle (쿠버네티스를 marks 쿠버네티스)', () => {
    expect(highlightTerms('쿠버네티스를')).toEqual(['쿠버네티스를', '쿠버네티스']);
    const parts = splitHighlight('쿠버네티스 도입 3개월, 쿠버네티스를 쓰며 배운 것', highlightTerms('쿠버네티스를'));
    expect(marked(parts)).toEqual(['쿠버네티스', '쿠버네티스를']);
  });

  it('marks the synonyms the API matched on as well, once each, whatever their case', () => {
    const terms = highlightTerms('리액트', ['react', '리액트']);
    expect(terms).toEqual(['react', '리액트']);
    const parts = splitHighlight('리액트 19와 React Compiler', terms);
    expect(marked(parts)).toEqual(['리액트', 'React']);
  });

  it('keeps a two-syllable word whole (면접 is not 면 + particle)', () => {
    expect(highlightTerms('면접')).toEqual(['면접']);
    expect(highlightTerms('인도')).toEqual(['인도']);
  });

  it('treats regular-expression characters in the query as text', () => {
    const text = 'C++ 와 C# 비교 (a.b) [x]';
    const parts = splitHighlight(text, highlightTerms('C++ (a.b) [x]'));
    expect(marked(parts)).toEqual(['C++', '(a.b)', '[x]']);
    expect(joined(parts)).toBe(text);
    expect(marked(splitHighlight('abc', highlightTerms('.*')))).toEqual([]);
  });

  it('works with emoji and mixed scripts', () => {
    const parts = splitHighlight('🚀 배포 자동화 with GitHub Actions', highlightTerms('🚀 github'));
    expect(marked(parts)).toEqual(['🚀', 'GitHub']);
  });

  it('without terms the text is one unmarked part; empty text gives no parts', () => {
    expect(splitHighlight('면접 후기', [])).toEqual([{ text: '면접 후기', match: false }]);
    expect(splitHighlight('', ['면접'])).toEqual([]);
  });

  it('renders marks as text: markup in a title or query never becomes HTML', () => {
    const html = renderToStaticMarkup(
      createElement(HighlightedText, {
        text: '<img src=x onerror=alert(1)> 면접 후기',
        terms: highlightTerms('<img 면접'),
      }),
    );
    expect(html).toBe(
      '<mark class="gd-highlight">&lt;img</mark> src=x onerror=alert(1)&gt; <mark class="gd-highlight">면접</mark> 후기',
    );
  });
});
