import { AD_FAILED_EVENT, BEST_MENU_EVENTS, type AnalyticsEventName } from '@growday/contracts/client';
import type { ContentEvent } from '../content/analytics';

export type AnalyticsParams = Record<string, string | number | boolean | null>;

/**
 * The content sections' seam events as the analytics events the server knows: COMMUNITY and BEST
 * each have their own names (CC-ANALYTICS-01/02); a news best row is a post (post_id counts it
 * toward top posts), a community best row is a community post (community_post_id).
 */
export function analyticsEventOf(event: ContentEvent): { name: AnalyticsEventName; params: AnalyticsParams } {
  switch (event.name) {
    case 'best_tab_select':
      return { name: BEST_MENU_EVENTS[event.menuType].tab, params: { filter: event.filter } };
    case 'best_post_click':
      return {
        name: BEST_MENU_EVENTS[event.menuType].click,
        params: event.menuType === 'BEST' ? { post_id: event.id } : { community_post_id: event.id },
      };
    case 'best_more_click':
      return { name: BEST_MENU_EVENTS[event.menuType].more, params: {} };
    case 'popular_item_click':
      return { name: 'supple_popular_item_click', params: { similar_type: event.similarType, post_id: event.id } };
    case 'comment_create':
      return {
        name: event.parentId === undefined ? 'supple_news_comment_create' : 'supple_news_comment_reply',
        params: { post_id: event.postId, ...(event.parentId === undefined ? {} : { parent_id: event.parentId }) },
      };
    case 'search':
      return { name: 'supple_search', params: { query: event.query, result_count: event.resultCount } };
    case 'ad_failed':
      // The ads' failure report (SH-ADS-11) keeps the spec's own name, with its message.
      return { name: AD_FAILED_EVENT, params: { message: event.message.slice(0, 200) } };
    case 'ad_impression':
    case 'ad_click':
      return {
        name: event.name === 'ad_impression' ? 'supple_ad_impression' : 'supple_ad_click',
        params: { creative_id: event.creativeId, inventory_id: event.inventoryId, group_id: event.groupId },
      };
  }
}
