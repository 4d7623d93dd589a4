import { BLOG_AUTHORS, REPORTERS } from './authors';
import { NEWS_BODY, POST_BODY, POST_CLOSERS } from './desc-sentences';
import { fill } from './korean';
import { NEWS_PAD_TAGS, NEWS_TEMPLATES, type NewsKind } from './news-templates';
import { POST_PAD_TAGS, POST_TEMPLATES, type PostKind } from './post-templates';
import { at, pick, pickSome, randInt, rngFor, shuffle, type Rng } from './random';
import { SOURCE_DEFS, TAG_SOURCE_AFFINITY, type SourceBeat, type SourceDef } from './sources';
import { ALL_TAG_NAMES, TAG_SLUGS } from './tag-groups';
import { DEMO_YEAR, type ContentTemplate } from './template';
import type { DemoPost } from './types';

export const POST_COUNT = 300;
export const NEWS_COUNT = 60;
export const MAX_MINUTES_AGO = 30 * 24 * 60;
const NO_THUMBNAIL_SHARE = 0.15;

export type ThumbnailMotif = 'code' | 'grid' | 'bubbles' | 'steps' | 'cards' | 'chart' | 'network' | 'news';

/** What the image renderer needs to draw a post's thumbnail. */
export interface ThumbnailSpec {
  seed: number;
  /** Short latin category, e.g. "DEV", "CAREER", "NEWS". */
  category: string;
  /** Latin label from the post's main tag, e.g. "REACT", "INTERVIEW". */
  label: string;
  motif: ThumbnailMotif;
}

export interface GeneratedPosts {
  posts: DemoPost[];
  /** thumbnailKey → spec, for every non-null thumbnailKey in `posts`. */
  thumbnails: Map<string, ThumbnailSpec>;
}

interface Draft<K extends string> {
  template: ContentTemplate<K>;
  vars: Record<string, string>;
  title: string;
  slotTags: string[];
  slug: string;
}

/**
 * Pick `count` (template, fill-in) combinations with unique titles. Templates are visited
 * round-robin in a shuffled order, and each template cycles through its own shuffled fill-ins,
 * so every template is used about equally and never repeats a subject until it has used all.
 */
function draftItems<K extends string>(
  templates: readonly ContentTemplate<K>[],
  count: number,
  rng: Rng,
  usedTitles: Set<string>,
): Draft<K>[] {
  const states = templates.map((template) => ({
    template,
    queue: shuffle(
      rng,
      template.slot.filter((slot) => !(template.exclude ?? []).includes(slot.id)),
    ),
    cursor: 0,
  }));
  const drafts: Draft<K>[] = [];
  while (drafts.length < count) {
    let progressed = false;
    for (const state of shuffle(rng, states)) {
      if (drafts.length >= count) break;
      const { template, queue } = state;
      for (let attempt = 0; attempt < queue.length * 2; attempt++) {
        const slot = at(queue, state.cursor % queue.length);
        state.cursor++;
        const vars: Record<string, string> = { x: slot.text, year: String(DEMO_YEAR) };
        const slotTags = [...(slot.tags ?? [])];
        const slugParts = [template.id, slot.id];
        if (template.nums) {
          const n = pick(rng, template.nums);
          vars['n'] = String(n);
          slugParts.push(String(n));
        }
        for (const [name, list] of Object.entries(template.extra ?? {})) {
          const extra = pick(rng, list);
          vars[name] = extra.text;
          slotTags.push(...(extra.tags ?? []));
          slugParts.push(extra.id);
        }
        const title = fill(template.title, vars);
        if (usedTitles.has(title)) continue;
        usedTitles.add(title);
        drafts.push({ template, vars, title, slotTags, slug: slugParts.join('-') });
        progressed = true;
        break;
      }
    }
    if (!progressed) throw new Error('demo-content: ran out of unique title combinations');
  }
  return drafts;
}

/** Mostly 3-5 tags, some with 1-2, a few with 6-7. */
function targetTagCount(rng: Rng): number {
  const r = rng();
  if (r < 0.06) return 1;
  if (r < 0.17) return 2;
  if (r < 0.87) return randInt(rng, 3, 5);
  return randInt(rng, 6, 7);
}

function chooseTags(rng: Rng, ordered: readonly string[], padPool: readonly string[]): string[] {
  const tags = [...new Set(ordered)];
  const target = targetTagCount(rng);
  for (const extra of shuffle(rng, padPool)) {
    if (tags.length >= target) break;
    if (!tags.includes(extra)) tags.push(extra);
  }
  const chosen = tags.slice(0, target);
  for (const name of chosen) {
    if (!ALL_TAG_NAMES.has(name)) throw new Error(`demo-content: unknown tag "${name}"`);
  }
  return chosen;
}

function countSentences(text: string): number {
  return (text.match(/[.!?](?=\s|$)/g) ?? []).length;
}

/** Lead + 1-3 body sentences (+ sometimes a closing line), laid out in one of three styles. */
function buildDesc(
  rng: Rng,
  lead: string,
  own: readonly string[],
  body: readonly string[],
  closers: readonly string[],
): string {
  const leadCount = countSentences(lead);
  const wantCloser = closers.length > 0 && rng() < 0.4;
  const room = 6 - leadCount - (wantCloser ? 1 : 0);
  const bodyCount = Math.max(1, Math.min(room, randInt(rng, 1, 3)));
  const first = own.length > 0 ? [pick(rng, own)] : [];
  const picked = [...first, ...pickSome(rng, body, bodyCount - first.length)];
  const closer = wantCloser ? [pick(rng, closers)] : [];
  const style = rng();
  if (style < 0.55) return [lead, ...picked, ...closer].join(' ');
  if (style < 0.85) return [lead, [...picked, ...closer].join(' ')].join('\n\n');
  return [lead, ...picked.map((line) => `· ${line}`), ...closer].join('\n');
}

function clickCount(rng: Rng, minutesAgo: number): number {
  const r = rng();
  let base: number;
  if (r < 0.05) base = 10000 + Math.floor(rng() ** 2 * 50000);
  else if (r < 0.25) base = 1000 + Math.floor(rng() ** 1.5 * 8999);
  else base = Math.floor(rng() ** 1.6 * 900);
  // Brand-new items have not had time to collect views yet.
  const age = Math.min(1, (minutesAgo + 30) / (2 * 24 * 60));
  return Math.round(base * (0.1 + 0.9 * age));
}

function shareCount(rng: Rng, clicks: number): number {
  return Math.min(300, Math.floor(clicks * (0.004 + rng() * 0.012)) + randInt(rng, 0, 2));
}

function pickSource(rng: Rng, beat: SourceBeat, tags: readonly string[]): SourceDef {
  if (rng() < 0.6) {
    // Affinity tables are in priority order: niche blogs first.
    const affinity = beat === 'news' ? NEWS_SOURCE_AFFINITY : TAG_SOURCE_AFFINITY;
    for (const [tag, slug] of Object.entries(affinity)) {
      if (!tags.includes(tag)) continue;
      const preferred = SOURCE_DEFS.find((source) => source.slug === slug);
      if (preferred) return preferred;
    }
  }
  return pick(
    rng,
    SOURCE_DEFS.filter((source) => source.beats.includes(beat)),
  );
}

const NEWS_SOURCE_AFFINITY: Readonly<Record<string, string>> = {
  투자: 'startup-daily',
  정책: 'techbrief',
  실적: 'it-inside',
};

function buildUrl(source: SourceDef, slug: string, id: number): string {
  return source.siteUrl + source.urlPattern.replace('{slug}', slug).replace('{id}', String(id));
}

/** Latin thumbnail label: the tag itself when it is latin ("NODE.JS"), else its slug ("JOB CHANGE"). */
function labelFor(tag: string | undefined): string {
  if (tag !== undefined && /^[A-Za-z0-9.+# ]+$/.test(tag)) return tag.toUpperCase();
  const slug = tag === undefined ? undefined : TAG_SLUGS.get(tag);
  return (slug ?? 'growday').replace(/-/g, ' ').toUpperCase();
}

const POST_MOTIFS: Readonly<Record<PostKind, readonly ThumbnailMotif[]>> = {
  dev: ['code', 'grid', 'bubbles'],
  career: ['steps', 'bubbles', 'cards'],
  ai: ['network', 'chart'],
  product: ['cards', 'grid', 'bubbles'],
};

const POST_CATEGORY: Readonly<Record<PostKind, string>> = {
  dev: 'DEV',
  career: 'CAREER',
  ai: 'AI + DATA',
  product: 'PRODUCT',
};

const NEWS_MOTIFS: Readonly<Record<NewsKind, readonly ThumbnailMotif[]>> = {
  funding: ['chart', 'news'],
  hiring: ['news', 'steps'],
  release: ['news', 'cards'],
  policy: ['news', 'grid'],
  industry: ['news', 'chart', 'network'],
};

function keyFor(type: 'post' | 'news', index: number): string {
  return `${type}-${String(index + 1).padStart(4, '0')}`;
}

export function generatePosts(): GeneratedPosts {
  const titles = new Set<string>();
  const urls = new Set<string>();
  const thumbnails = new Map<string, ThumbnailSpec>();
  const posts: DemoPost[] = [];

  const emit = <K extends string>(
    type: 'post' | 'news',
    drafts: readonly Draft<K>[],
    opts: {
      rng: Rng;
      beat: (kind: K) => SourceBeat;
      tagOrder: (draft: Draft<K>) => string[];
      padTags: (kind: K) => readonly string[];
      body: (kind: K) => readonly string[];
      closers: readonly string[];
      authors: readonly string[];
      minutesCurve: number;
      motifs: (kind: K) => readonly ThumbnailMotif[];
      category: (kind: K) => string;
    },
  ): void => {
    const { rng } = opts;
    const noThumb = new Set(
      shuffle(
        rng,
        drafts.map((_, i) => i),
      ).slice(0, Math.round(drafts.length * NO_THUMBNAIL_SHARE)),
    );
    drafts.forEach((draft, index) => {
      const kind = draft.template.kind;
      const key = keyFor(type, index);
      const tagNames = chooseTags(rng, opts.tagOrder(draft), opts.padTags(kind));
      const lead = fill(draft.template.lead, draft.vars);
      const desc = buildDesc(rng, lead, draft.template.body ?? [], opts.body(kind), opts.closers);
      const source = pickSource(rng, opts.beat(kind), tagNames);
      let url = '';
      do {
        const suffix = Math.floor(rng() * 36 ** 4)
          .toString(36)
          .padStart(4, '0');
        url = buildUrl(source, `${draft.slug}-${suffix}`, randInt(rng, 100000, 999999));
      } while (urls.has(url));
      urls.add(url);
      const minutesAgo = Math.min(MAX_MINUTES_AGO, Math.floor(rng() ** opts.minutesCurve * (MAX_MINUTES_AGO + 1)));
      const clicks = clickCount(rng, minutesAgo);
      let thumbnailKey: string | null = null;
      if (!noThumb.has(index)) {
        thumbnailKey = `demo/thumbnails/${key}.svg`;
        thumbnails.set(thumbnailKey, {
          seed: Math.floor(rng() * 0xffffffff),
          category: opts.category(kind),
          label: labelFor(tagNames[0]),
          motif: pick(rng, opts.motifs(kind)),
        });
      }
      posts.push({
        key,
        type,
        title: draft.title,
        desc,
        url,
        author: pick(rng, opts.authors),
        sourceSlug: source.slug,
        tagNames,
        thumbnailKey,
        minutesAgo,
        clickCount: clicks,
        shareCount: shareCount(rng, clicks),
      });
    });
  };

  const postRng = rngFor('growday-demo:posts');
  const postDrafts = shuffle(postRng, draftItems(POST_TEMPLATES, POST_COUNT, postRng, titles));
  emit('post', postDrafts, {
    rng: postRng,
    beat: (kind) => kind,
    tagOrder: (draft) => [...draft.slotTags, ...draft.template.tags],
    padTags: (kind) => POST_PAD_TAGS[kind],
    body: (kind) => POST_BODY[kind],
    closers: POST_CLOSERS,
    authors: BLOG_AUTHORS,
    minutesCurve: 1.25,
    motifs: (kind) => POST_MOTIFS[kind],
    category: (kind) => POST_CATEGORY[kind],
  });

  const newsRng = rngFor('growday-demo:news');
  const newsDrafts = shuffle(newsRng, draftItems(NEWS_TEMPLATES, NEWS_COUNT, newsRng, titles));
  emit('news', newsDrafts, {
    rng: newsRng,
    beat: () => 'news',
    tagOrder: (draft) => [...draft.template.tags, ...draft.slotTags],
    padTags: (kind) => NEWS_PAD_TAGS[kind],
    body: (kind) => NEWS_BODY[kind],
    closers: [],
    authors: REPORTERS,
    minutesCurve: 1.4,
    motifs: (kind) => NEWS_MOTIFS[kind],
    category: () => 'NEWS',
  });

  return { posts, thumbnails };
}
