/**
 * The one clock. Everything that needs "now" (sessions, rate windows, "today" in KST, time-decay
 * ranks, seeding) asks it, so tests set time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  #ms: number;
  constructor(start: Date | string | number) {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(to: Date | string | number): void {
    this.#ms = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}

/**
 * System time plus an offset that only moves forward: the end-to-end stack's clock, so a browser
 * test can step past the 60 s comment window instead of waiting for it (TEST_CLOCK).
 */
export class OffsetClock implements Clock {
  #offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
