import { fill } from '../demo-content/korean';
import { at, pick, pickSome, randInt, rngFor, shuffle, type Rng } from '../demo-content/random';
import { CATEGORIES, NUMBERS, SLOTS, type CommunityCategory } from './fragments';

export const COMMUNITY_POST_COUNT = 120;
/** Community posts are spread over the 60 days before the seeding clock. */
export const COMMUNITY_MAX_MINUTES_AGO = 60 * 24 * 60;

export interface DemoCommunityPost {
  /** Stable unique key, e.g. "community-0001" (seeding is idempotent on it). */
  key: string;
  title: string;
  /** 2-5 sentences. */
  body: string;
  category: string;
  /** Username of one of the demo users. */
  author: string;
  /** Integer 5 .. COMMUNITY_MAX_MINUTES_AGO; the seeder turns it into a date. */
  minutesAgo: number;
  voteCount: number;
  commentCount: number;
  viewCount: number;
}

function drawVars(rng: Rng): Record<string, string> {
  const [field, field2] = pickSome(rng, SLOTS.field, 2);
  const [company, company2] = pickSome(rng, SLOTS.company, 2);
  return {
    stack: pick(rng, SLOTS.stack),
    field: field ?? '백엔드',
    field2: field2 ?? '프론트엔드',
    years: pick(rng, SLOTS.years),
    company: company ?? '스타트업',
    company2: company2 ?? '외국계',
    topic: pick(rng, SLOTS.topic),
    lang: pick(rng, SLOTS.lang),
    book: pick(rng, SLOTS.book),
    months: String(pick(rng, NUMBERS.months)),
    days: String(pick(rng, NUMBERS.days)),
    weeks: String(pick(rng, NUMBERS.weeks)),
    pct: String(pick(rng, NUMBERS.pct)),
    won: String(pick(rng, NUMBERS.won)),
  };
}

function buildBody(rng: Rng, category: CommunityCategory, vars: Record<string, string>): string {
  const middles = pickSome(rng, category.middles, randInt(rng, 0, 2));
  // A short post now and then is just the situation and the ask; 2-5 sentences in all.
  const sentences = [pick(rng, category.openers), ...middles, pick(rng, category.closers)];
  return sentences.map((s) => fill(s, vars)).join(' ');
}

/**
 * Newer posts are more frequent (the community grows, and readers look at the last days): the age
 * is 60 days times u^1.7, so roughly 8 of 120 posts fall in the last 24 hours.
 */
function drawMinutesAgo(rng: Rng): number {
  return Math.max(5, Math.round(COMMUNITY_MAX_MINUTES_AGO * rng() ** 1.7));
}

/**
 * Long-tailed activity: most posts get a handful of votes, a few get hundreds. A post younger than
 * two days has not collected all of its activity yet.
 */
function drawActivity(rng: Rng, category: CommunityCategory, minutesAgo: number) {
  const maturity = Math.min(1, minutesAgo / (48 * 60)) ** 0.5;
  const appeal = rng() ** 3.5; // 0..1, heavily skewed toward 0
  const votes = Math.round((appeal * 240 + randInt(rng, 0, 4)) * maturity);
  const comments = Math.round(
    (votes * (0.15 + 0.35 * rng()) + rng() ** 2.5 * 30 * category.commentBias) * Math.max(maturity, 0.2),
  );
  const ageDays = minutesAgo / (24 * 60);
  const views = Math.round((40 + votes * 22 + comments * 9 + rng() * 180) * (1 + Math.min(ageDays, 14) / 7));
  return { voteCount: votes, commentCount: comments, viewCount: views };
}

/** Deterministic: every call returns equal (but freshly allocated) posts. */
export function buildCommunityPosts(authors: readonly string[]): DemoCommunityPost[] {
  if (authors.length === 0) throw new Error('community seed: no demo users to author the posts');
  const rng = rngFor('growday-community-v1');
  const usedTitles = new Set<string>();
  const posts: DemoCommunityPost[] = [];
  // Categories round-robin in shuffled rounds, so every kind of post appears about equally often.
  let round: CommunityCategory[] = [];
  while (posts.length < COMMUNITY_POST_COUNT) {
    if (round.length === 0) round = shuffle(rng, CATEGORIES);
    const category = round.pop();
    if (!category) continue;
    // Draw until the title is new, so every category keeps its share.
    let drawn: { vars: Record<string, string>; title: string } | null = null;
    for (let attempt = 0; attempt < 200 && !drawn; attempt++) {
      const vars = drawVars(rng);
      const title = fill(pick(rng, category.titles), vars);
      if (!usedTitles.has(title)) drawn = { vars, title };
    }
    if (!drawn) throw new Error(`community seed: ran out of unique titles for ${category.id}`);
    usedTitles.add(drawn.title);
    const minutesAgo = drawMinutesAgo(rng);
    posts.push({
      key: `community-${String(posts.length + 1).padStart(4, '0')}`,
      title: drawn.title,
      body: buildBody(rng, category, drawn.vars),
      category: category.id,
      author: at(authors, Math.floor(rng() * authors.length)),
      minutesAgo,
      ...drawActivity(rng, category, minutesAgo),
    });
  }
  return posts;
}
