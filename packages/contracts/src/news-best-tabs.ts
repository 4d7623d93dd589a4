// Zod-free (client entry): the news best tabs (our choice, docs/decisions.md) and their labels;
// content.ts builds the schema.

export const NEWS_BEST_TABS = ['today', 'week', 'comment'] as const;
export type NewsBestTab = (typeof NEWS_BEST_TABS)[number];
export const NEWS_BEST_TAB_LABEL: Record<NewsBestTab, string> = {
  today: '오늘',
  week: '이번 주',
  comment: '댓글 많은',
};
