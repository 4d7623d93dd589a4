import type { DemoSource } from './types';

/** What a source mostly publishes; used to route generated posts to fitting sources. */
export type SourceBeat = 'dev' | 'career' | 'ai' | 'product' | 'news';

export interface SourceDef {
  slug: string;
  name: string;
  siteUrl: string;
  /** Latin glyph for the generated icon (no Korean fonts needed inside SVG). */
  glyph: string;
  /** Two gradient colours for the icon. */
  colors: readonly [string, string];
  beats: readonly SourceBeat[];
  /** How article URLs look on this site. `{slug}` or `{id}` is substituted. */
  urlPattern: string;
}

/** Invented outlets and blogs. Domains end in .example / .example.kr so nothing real is implied. */
export const SOURCE_DEFS: readonly SourceDef[] = [
  {
    slug: 'codesoop',
    name: '코드숲 기술블로그',
    siteUrl: 'https://tech.codesoop.example.kr',
    glyph: 'CS',
    colors: ['#10b981', '#047857'],
    beats: ['dev', 'ai'],
    urlPattern: '/posts/{slug}',
  },
  {
    slug: 'startup-daily',
    name: '스타트업 데일리',
    siteUrl: 'https://www.startupdaily.example.kr',
    glyph: 'SD',
    colors: ['#f97316', '#c2410c'],
    beats: ['news'],
    urlPattern: '/news/articleView/{id}',
  },
  {
    slug: 'techbrief',
    name: '테크브리프',
    siteUrl: 'https://techbrief.example.kr',
    glyph: 'TB',
    colors: ['#3b82f6', '#1d4ed8'],
    beats: ['news'],
    urlPattern: '/article/{id}',
  },
  {
    slug: 'it-inside',
    name: 'IT 인사이드',
    siteUrl: 'https://itinside.example.kr',
    glyph: 'IT',
    colors: ['#ef4444', '#991b1b'],
    beats: ['news'],
    urlPattern: '/news/{id}',
  },
  {
    slug: 'byteletter',
    name: '바이트레터',
    siteUrl: 'https://byteletter.example',
    glyph: 'BL',
    colors: ['#8b5cf6', '#5b21b6'],
    beats: ['news', 'dev', 'career', 'product'],
    urlPattern: '/letters/{slug}',
  },
  {
    slug: 'pangyo-devnote',
    name: '판교 개발노트',
    siteUrl: 'https://devnote.pangyo.example.kr',
    glyph: 'PD',
    colors: ['#0ea5e9', '#0369a1'],
    beats: ['dev'],
    urlPattern: '/articles/{slug}',
  },
  {
    slug: 'junior-log',
    name: '주니어로그',
    siteUrl: 'https://juniorlog.example.kr',
    glyph: 'JL',
    colors: ['#f59e0b', '#b45309'],
    beats: ['career', 'dev'],
    urlPattern: '/log/{slug}',
  },
  {
    slug: 'career-camp',
    name: '커리어캠프',
    siteUrl: 'https://careercamp.example.kr',
    glyph: 'CC',
    colors: ['#ec4899', '#be185d'],
    beats: ['career'],
    urlPattern: '/insight/{slug}',
  },
  {
    slug: 'data-on',
    name: '데이터온',
    siteUrl: 'https://blog.dataon.example.kr',
    glyph: 'DO',
    colors: ['#14b8a6', '#0f766e'],
    beats: ['ai'],
    urlPattern: '/posts/{slug}',
  },
  {
    slug: 'product-note',
    name: '프로덕트 노트',
    siteUrl: 'https://productnote.example',
    glyph: 'PN',
    colors: ['#a855f7', '#7e22ce'],
    beats: ['product'],
    urlPattern: '/notes/{slug}',
  },
  {
    slug: 'cloud-lounge',
    name: '클라우드 라운지',
    siteUrl: 'https://cloudlounge.example.kr',
    glyph: 'CL',
    colors: ['#6366f1', '#3730a3'],
    beats: ['dev'],
    urlPattern: '/blog/{slug}',
  },
  {
    slug: 'secunote',
    name: '시큐노트',
    siteUrl: 'https://secunote.example.kr',
    glyph: 'SN',
    colors: ['#475569', '#0f172a'],
    // Niche blogs only receive posts through TAG_SOURCE_AFFINITY.
    beats: [],
    urlPattern: '/p/{slug}',
  },
  {
    slug: 'mobile-garden',
    name: '모바일 가든',
    siteUrl: 'https://mobilegarden.example.kr',
    glyph: 'MG',
    colors: ['#84cc16', '#4d7c0f'],
    beats: [],
    urlPattern: '/posts/{slug}',
  },
  {
    slug: 'hanbat-dev',
    name: '한밭 개발자 모임',
    siteUrl: 'https://hanbat-dev.example.kr',
    glyph: 'HB',
    colors: ['#f43f5e', '#9f1239'],
    beats: ['dev', 'career', 'ai'],
    urlPattern: '/community/{slug}',
  },
  {
    slug: 'gureumdari',
    name: '구름다리 엔지니어링',
    siteUrl: 'https://engineering.gureumdari.example.kr',
    glyph: 'GE',
    colors: ['#06b6d4', '#0e7490'],
    beats: ['dev', 'ai', 'product'],
    urlPattern: '/{slug}',
  },
];

export function sourceIconKey(slug: string): string {
  return `demo/sources/${slug}.svg`;
}

/**
 * Preferred sources for posts carrying a given tag, in priority order. Most of the time the
 * first matching entry decides the source; otherwise a source is picked by beat.
 */
export const TAG_SOURCE_AFFINITY: Readonly<Record<string, string>> = {
  보안: 'secunote',
  모바일: 'mobile-garden',
  클라우드: 'cloud-lounge',
  DevOps: 'cloud-lounge',
  데이터: 'data-on',
  머신러닝: 'data-on',
  LLM: 'data-on',
  UX: 'product-note',
  PM: 'product-note',
};

export function buildSources(): DemoSource[] {
  return SOURCE_DEFS.map((def) => ({
    slug: def.slug,
    name: def.name,
    iconKey: sourceIconKey(def.slug),
    siteUrl: def.siteUrl,
  }));
}
