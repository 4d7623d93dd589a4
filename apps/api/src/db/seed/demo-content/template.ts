import type { SlotItem } from './slots';

/**
 * A hand-written title/summary fragment. `{x}` is the primary fill-in (cycled so a template
 * never repeats the same subject), other `{name}` placeholders come from `extra` slot lists,
 * `{n}` from `nums` and `{year}` is the demo year. `{name:을}` attaches a Korean particle.
 */
export interface ContentTemplate<K extends string> {
  /** ASCII, used as the start of the article URL slug. */
  id: string;
  kind: K;
  title: string;
  /** First 1-2 sentences of the summary. */
  lead: string;
  slot: readonly SlotItem[];
  extra?: Readonly<Record<string, readonly SlotItem[]>>;
  nums?: readonly number[];
  /** Tags implied by the template itself (fill-in tags are added automatically). */
  tags: readonly string[];
  /** Extra summary sentences that only fit this template; one is used when present. */
  body?: readonly string[];
  /** Slot item ids that would read oddly in this template. */
  exclude?: readonly string[];
}

export const DEMO_YEAR = 2026;
