import pLimit, { type LimitFunction } from 'p-limit';
import type { HostLimiter } from './types';

/**
 * Per-host concurrency of 1: a pass over many sources never sends a host two requests at once,
 * however many of its feeds are due. A host's queue is dropped when it empties, so the map only
 * holds hosts with work under way.
 */
export function createHostLimiter(): HostLimiter {
  const queues = new Map<string, LimitFunction>();
  return {
    async run<T>(host: string, task: () => Promise<T>): Promise<T> {
      const key = host.toLowerCase();
      let queue = queues.get(key);
      if (!queue) {
        queue = pLimit(1);
        queues.set(key, queue);
      }
      try {
        return await queue(task);
      } finally {
        if (queue.activeCount === 0 && queue.pendingCount === 0 && queues.get(key) === queue) queues.delete(key);
      }
    },
  };
}
