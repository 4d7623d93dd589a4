import type { DemoTagGroup } from './types';

export interface TagDef {
  name: string;
  shortName: string;
  /** ASCII slug for the icon key; `null` icon means the tag has no icon. */
  slug: string;
  /** Latin glyph drawn in the icon. */
  glyph: string;
  icon?: false;
  curated?: false;
}

export interface TagGroupDef {
  name: string;
  ename: string;
  /** Icon colours for the group's tags: background tint and glyph colour. */
  colors: readonly [background: string, foreground: string];
  tags: readonly TagDef[];
}

export const MAIN_NEWS_GROUP = '주요 뉴스';

export const TAG_GROUP_DEFS: readonly TagGroupDef[] = [
  {
    name: MAIN_NEWS_GROUP,
    ename: 'main-news',
    colors: ['#fee2e2', '#b91c1c'],
    tags: [
      { name: '투자', shortName: '투자', slug: 'funding', glyph: '$' },
      { name: '출시', shortName: '출시', slug: 'launch', glyph: 'NEW' },
      { name: '정책', shortName: '정책', slug: 'policy', glyph: 'GOV' },
      { name: '채용', shortName: '채용', slug: 'hiring', glyph: 'HR' },
      { name: '인수합병', shortName: 'M&A', slug: 'mna', glyph: 'M&A' },
      { name: '실적', shortName: '실적', slug: 'earnings', glyph: 'Q' },
      { name: '규제', shortName: '규제', slug: 'regulation', glyph: 'LAW', icon: false },
      { name: '스타트업', shortName: '스타트업', slug: 'startup', glyph: 'SU' },
      { name: '빅테크', shortName: '빅테크', slug: 'bigtech', glyph: 'BT' },
      { name: '장애', shortName: '장애', slug: 'outage', glyph: '!' },
      { name: '행사', shortName: '행사', slug: 'event', glyph: 'EV', icon: false, curated: false },
    ],
  },
  {
    name: '개발',
    ename: 'dev',
    colors: ['#dbeafe', '#1d4ed8'],
    tags: [
      { name: 'React', shortName: '리액트', slug: 'react', glyph: 'Re' },
      { name: 'TypeScript', shortName: 'TS', slug: 'typescript', glyph: 'TS' },
      { name: 'JavaScript', shortName: 'JS', slug: 'javascript', glyph: 'JS' },
      { name: '프론트엔드', shortName: '프론트', slug: 'frontend', glyph: 'FE' },
      { name: '백엔드', shortName: '백엔드', slug: 'backend', glyph: 'BE' },
      { name: 'Node.js', shortName: 'Node', slug: 'nodejs', glyph: 'N' },
      { name: 'Spring', shortName: '스프링', slug: 'spring', glyph: 'Sp' },
      { name: 'Java', shortName: 'Java', slug: 'java', glyph: 'J' },
      { name: 'Python', shortName: '파이썬', slug: 'python', glyph: 'Py' },
      { name: 'Go', shortName: 'Go', slug: 'go', glyph: 'Go' },
      { name: 'Kotlin', shortName: '코틀린', slug: 'kotlin', glyph: 'Kt' },
      { name: '클라우드', shortName: '클라우드', slug: 'cloud', glyph: 'CL' },
      { name: '보안', shortName: '보안', slug: 'security', glyph: 'SEC' },
      { name: '데이터베이스', shortName: 'DB', slug: 'database', glyph: 'DB' },
      { name: 'DevOps', shortName: '데브옵스', slug: 'devops', glyph: 'Ops' },
      { name: '테스트', shortName: '테스트', slug: 'testing', glyph: 'QA' },
      { name: '코딩', shortName: '코딩', slug: 'coding', glyph: '</>' },
      { name: '오픈소스', shortName: '오픈소스', slug: 'open-source', glyph: 'OSS' },
      { name: '모바일', shortName: '모바일', slug: 'mobile', glyph: 'App' },
      { name: '아키텍처', shortName: '아키텍처', slug: 'architecture', glyph: 'Arc', curated: false },
      { name: '성능', shortName: '성능', slug: 'performance', glyph: 'ms' },
    ],
  },
  {
    name: '커리어',
    ename: 'career',
    colors: ['#fef3c7', '#b45309'],
    tags: [
      { name: '면접', shortName: '면접', slug: 'interview', glyph: 'Q&A' },
      { name: '이직', shortName: '이직', slug: 'job-change', glyph: 'MV' },
      { name: '신입', shortName: '신입', slug: 'new-grad', glyph: 'NG' },
      { name: '취업', shortName: '취업', slug: 'job-search', glyph: 'JOB' },
      { name: '연봉', shortName: '연봉', slug: 'salary', glyph: 'W' },
      { name: '이력서', shortName: '이력서', slug: 'resume', glyph: 'CV' },
      { name: '포트폴리오', shortName: '포폴', slug: 'portfolio', glyph: 'PF' },
      { name: '코딩테스트', shortName: '코테', slug: 'coding-test', glyph: 'CT' },
      { name: '회고', shortName: '회고', slug: 'retrospective', glyph: 'RE' },
      { name: '주니어', shortName: '주니어', slug: 'junior', glyph: 'Jr' },
      { name: '부트캠프', shortName: '부캠', slug: 'bootcamp', glyph: 'BC' },
      { name: '협업', shortName: '협업', slug: 'collaboration', glyph: 'CO' },
      { name: '리더십', shortName: '리더십', slug: 'leadership', glyph: 'LD', icon: false },
    ],
  },
  {
    name: 'AI·데이터',
    ename: 'ai-data',
    colors: ['#ccfbf1', '#0f766e'],
    tags: [
      { name: 'AI', shortName: 'AI', slug: 'ai', glyph: 'AI' },
      { name: 'LLM', shortName: 'LLM', slug: 'llm', glyph: 'LLM' },
      { name: '머신러닝', shortName: 'ML', slug: 'machine-learning', glyph: 'ML' },
      { name: '데이터', shortName: '데이터', slug: 'data', glyph: 'DA' },
      { name: '프롬프트', shortName: '프롬프트', slug: 'prompt', glyph: '>_' },
      { name: '에이전트', shortName: '에이전트', slug: 'agent', glyph: 'AG' },
      { name: '추천', shortName: '추천', slug: 'recommendation', glyph: 'Rec' },
      { name: '분석', shortName: '분석', slug: 'analytics', glyph: 'An' },
      { name: 'MLOps', shortName: '엠엘옵스', slug: 'mlops', glyph: 'MLO', curated: false },
      { name: '벡터DB', shortName: '벡터DB', slug: 'vector-db', glyph: 'VDB' },
      { name: 'RAG', shortName: 'RAG', slug: 'rag', glyph: 'RAG' },
    ],
  },
  {
    name: '디자인·기획',
    ename: 'product',
    colors: ['#f3e8ff', '#7e22ce'],
    tags: [
      { name: 'UX', shortName: 'UX', slug: 'ux', glyph: 'UX' },
      { name: 'UI', shortName: 'UI', slug: 'ui', glyph: 'UI' },
      { name: '기획', shortName: '기획', slug: 'planning', glyph: 'PL' },
      { name: '디자인', shortName: '디자인', slug: 'design', glyph: 'DE' },
      { name: '그로스', shortName: '그로스', slug: 'growth', glyph: 'GR' },
      { name: 'PM', shortName: 'PM', slug: 'pm', glyph: 'PM' },
      { name: '사용자조사', shortName: '리서치', slug: 'user-research', glyph: 'UR', icon: false },
      { name: '디자인시스템', shortName: 'DS', slug: 'design-system', glyph: 'DS' },
      { name: '지표', shortName: '지표', slug: 'metrics', glyph: 'KPI' },
      { name: '접근성', shortName: '접근성', slug: 'accessibility', glyph: 'A11' },
    ],
  },
];

export function tagIconKey(slug: string): string {
  return `demo/tags/${slug}.svg`;
}

export function buildTagGroups(): DemoTagGroup[] {
  return TAG_GROUP_DEFS.map((group) => ({
    name: group.name,
    ename: group.ename,
    tags: group.tags.map((tag) => ({
      name: tag.name,
      shortName: tag.shortName,
      iconKey: tag.icon === false ? null : tagIconKey(tag.slug),
      curated: tag.curated !== false,
    })),
  }));
}

/** Every tag name, for validating hand-written fragments. */
export const ALL_TAG_NAMES: ReadonlySet<string> = new Set(
  TAG_GROUP_DEFS.flatMap((group) => group.tags.map((tag) => tag.name)),
);

/** Tag name → slug (used for latin labels on thumbnails). */
export const TAG_SLUGS: ReadonlyMap<string, string> = new Map(
  TAG_GROUP_DEFS.flatMap((group) => group.tags.map((tag) => [tag.name, tag.slug] as const)),
);
