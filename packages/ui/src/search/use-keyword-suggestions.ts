'use client';

import { SEARCH_SUGGEST_DEBOUNCE_MS } from '@growday/contracts/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHost } from '../host/host-provider';
import { keywordSuggestionsOptions } from '../queries/search';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Suggestions for the typed text, asked SEARCH_SUGGEST_DEBOUNCE_MS after the last keystroke (one
 * request per pause, not per key). The previous answer stays while the next is on its way, so the
 * list does not flicker; nothing is offered for blank text or while `enabled` is false.
 */
export function useKeywordSuggestions(text: string, enabled: boolean): string[] {
  const { apiClient } = useHost();
  const typed = text.trim();
  const prefix = useDebouncedValue(typed, SEARCH_SUGGEST_DEBOUNCE_MS);
  const { data } = useQuery({
    ...keywordSuggestionsOptions(apiClient, prefix),
    enabled: enabled && prefix !== '',
    placeholderData: keepPreviousData,
  });
  if (!enabled || typed === '' || !data) return [];
  // One row per text: a tag and a popular query may be the same word.
  return [...new Set(data.map((keyword) => keyword.text))];
}
