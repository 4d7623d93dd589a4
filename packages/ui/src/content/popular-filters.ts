import * as COPY from '@growday/contracts/copy';
import {
  DEFAULT_SIMILAR_FILTER,
  SIMILAR_FILTERS,
  SIMILAR_FILTER_LABEL,
  type BestFilterKey,
  type SimilarFilter,
  type PopularFilterKey,
  type SimilarType,
} from '@growday/contracts/client';
import { BEST_FILTER_TABS, DEFAULT_BEST_FILTER } from './best-filters';

/** The panel's tabs: 인기 콘텐츠 (SIMILAR, CC-POP-02) and 커뮤니티 BEST (COMMUNITY, CC-POP-04). */
export const POPULAR_TABS: readonly { value: SimilarType; label: string }[] = [
  { value: 'SIMILAR', label: COPY.popular.similarTab },
  { value: 'COMMUNITY', label: COPY.popular.communityTab },
];

/** SIMILAR filters: 많이 본 (view, default) and 댓글 많은 (comment) (CC-POP-03). */
export const SIMILAR_FILTER_TABS = SIMILAR_FILTERS.map((value) => ({ value, label: SIMILAR_FILTER_LABEL[value] }));
/** COMMUNITY filters: 실시간, 주간, 월간, 댓글순, 추천순 (CC-POP-05). */
export const COMMUNITY_FILTER_TABS = BEST_FILTER_TABS;

export type PopularFilter = { tab: 'SIMILAR'; filter: SimilarFilter } | { tab: 'COMMUNITY'; filter: BestFilterKey };

export const DEFAULT_POPULAR_FILTERS = {
  SIMILAR: DEFAULT_SIMILAR_FILTER,
  COMMUNITY: DEFAULT_BEST_FILTER,
} as const satisfies { SIMILAR: SimilarFilter; COMMUNITY: BestFilterKey };

/** The similar request a panel state asks for: the tab is the similar type (CC-POP-12). */
export function popularRequest(state: PopularFilter): { similarType: SimilarType; filter: PopularFilterKey } {
  return { similarType: state.tab, filter: state.filter };
}
