'use client';

/** Suggestions for the typed text (filled in once GET /api/v2/keywords lands). */
export function useKeywordSuggestions(_text: string, _enabled: boolean): string[] {
  return [];
}
