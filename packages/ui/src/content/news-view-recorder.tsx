'use client';

import { useEffect, useRef } from 'react';
import { updateNewsViewCount } from '../api/content';
import { useHost } from '../host/host-provider';

/**
 * Records one view of a news item per visit of its page, from the browser (never during the
 * server render). The ref survives Strict Mode's second effect run, so a visit counts once; a
 * later visit (a new mount) counts again.
 */
export function NewsViewRecorder({ newsId }: { newsId: number }) {
  const { apiClient } = useHost();
  const recordedId = useRef<number | null>(null);
  useEffect(() => {
    if (recordedId.current === newsId) return;
    recordedId.current = newsId;
    // A lost view count is not worth interrupting the reader.
    updateNewsViewCount(apiClient, newsId).catch(() => undefined);
  }, [apiClient, newsId]);
  return null;
}
