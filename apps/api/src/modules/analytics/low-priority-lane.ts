import { performance } from 'node:perf_hooks';
import {
  ANALYTICS_INGEST_MAX_PAUSE_MS,
  ANALYTICS_INGEST_MAX_WAIT_MS,
  ANALYTICS_INGEST_SHARE,
  ANALYTICS_INGEST_WAITING_MAX,
} from '@growday/contracts';
import type { PageLoad } from '../../plugins/page-load';

export interface LaneOptions {
  /** Share of the thread the lane's work may take while pages are busy (0 < share <= 1). */
  share?: number;
  maxPauseMs?: number;
  maxWaiting?: number;
  /** A turn not granted within this many ms is withdrawn (it resolves null): the caller sheds. */
  maxWaitMs?: number;
}

/** Ends a turn; calling it again does nothing. */
export type EndTurn = () => void;

export interface LowPriorityLane {
  /**
   * Wait for a turn: at once when no page request is in flight, else after the pause the previous
   * turn earned. null (and no turn) when `maxWaiting` turns are already waiting: the caller sheds.
   * `first` puts the turn before the others (the writer: writing empties the buffer they fill) and
   * never expires; any other turn resolves null when `maxWaitMs` passes first.
   */
  turn(opts?: { first?: boolean }): Promise<EndTurn | null> | null;
  /** Turns waiting now. */
  readonly waiting: number;
}

/**
 * Ingestion's lane on the API's one thread (docs/decisions.md, Analytics: ingestion beside page
 * requests). On PGlite the database runs on that thread too, so an INSERT blocks every page for
 * its whole length, and a JSON parse and validation of 50 events costs as much as a cached feed
 * page. The lane runs one piece of that work at a time (one batch's parse + validation + queueing,
 * or one INSERT of the writer) and, while page requests are in flight, waits after a piece that
 * took t ms for t × (1 − share) / share ms before the next, so the work takes at most `share` of
 * the thread while pages need it, and all of it when they do not (the next turn starts as soon as
 * the last page request is answered).
 */
export function createLowPriorityLane(load: PageLoad, opts: LaneOptions = {}): LowPriorityLane {
  const share = opts.share ?? ANALYTICS_INGEST_SHARE;
  const maxPauseMs = opts.maxPauseMs ?? ANALYTICS_INGEST_MAX_PAUSE_MS;
  const maxWaiting = opts.maxWaiting ?? ANALYTICS_INGEST_WAITING_MAX;
  const maxWaitMs = opts.maxWaitMs ?? ANALYTICS_INGEST_MAX_WAIT_MS;
  const waiters: Array<(end: EndTurn) => void> = [];
  let holding = false;
  let pauseUntil = 0;
  let timer: NodeJS.Timeout | null = null;
  let scheduled = false;

  const grant = () => {
    scheduled = false;
    if (holding) return;
    const next = waiters.shift();
    if (!next) return;
    holding = true;
    const started = performance.now();
    let ended = false;
    next(() => {
      if (ended) return;
      ended = true;
      holding = false;
      const took = performance.now() - started;
      pauseUntil = performance.now() + Math.min(maxPauseMs, (took * (1 - share)) / share);
      pump();
    });
  };

  function pump() {
    if (holding || waiters.length === 0 || scheduled) return;
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const wait = pauseUntil - performance.now();
    if (wait <= 0 || !load.busy()) {
      // setImmediate, not at once: the loop polls the sockets first, so page requests that arrived
      // meanwhile are read (and counted as busy) before the next piece of ingestion starts.
      scheduled = true;
      setImmediate(grant);
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      pump();
    }, Math.ceil(wait));
    timer.unref();
  }

  // The last page answered: the rest of the pause is not needed.
  load.onIdle(() => {
    if (waiters.length > 0 && !holding) pump();
  });

  return {
    turn(turnOpts = {}) {
      if (!turnOpts.first && waiters.length >= maxWaiting) return null;
      return new Promise<EndTurn | null>((resolve) => {
        if (turnOpts.first) {
          waiters.unshift(resolve);
        } else {
          const waiter = (end: EndTurn) => {
            clearTimeout(expiry);
            resolve(end);
          };
          // Withdrawn unanswered: out of the queue, so it can never be granted a turn nobody ends.
          const expiry = setTimeout(() => {
            const at = waiters.indexOf(waiter);
            if (at < 0) return;
            waiters.splice(at, 1);
            resolve(null);
          }, maxWaitMs);
          expiry.unref();
          waiters.push(waiter);
        }
        pump();
      });
    },
    get waiting() {
      return waiters.length;
    },
  };
}
