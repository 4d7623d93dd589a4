import * as COPY from '@growday/contracts/copy';
import { ROUTES, type BestFilterKey, type CommunityBestPost } from '@growday/contracts/client';
import { formatCount } from '../format/count';
import { PlainLink, type HostLinkComponent } from '../host/host-provider';
import { CommentIcon } from '../icons/icons';
import { BEST_FILTER_TABS } from './best-filters';

/** A /best row: the community best post as the list answers it. */
export type CommunityBestRow = CommunityBestPost;

export interface CommunityBestBoardProps {
  filter: BestFilterKey;
  /** Address of each period tab (the page is server-rendered per period). */
  filterHrefs: Record<BestFilterKey, string>;
  posts: readonly CommunityBestRow[];
  /** The host's link (the website passes its Next link); plain anchors by default. */
  Link?: HostLinkComponent;
}

/**
 * The /best page list (CC-ROUTE-01): period tabs as links, then rank, title, votes, comments. It
 * holds no state, so it renders on the server: the host's link comes as a prop, not from context,
 * and the page ships none of its code.
 */
export function CommunityBestBoard({ filter, filterHrefs, posts, Link = PlainLink }: CommunityBestBoardProps) {
  return (
    <div className="gd-best-board">
      <nav aria-label={COPY.best.filterLabel}>
        <ul className="gd-best-board__tabs">
          {BEST_FILTER_TABS.map((tab) => (
            <li key={tab.value}>
              <Link
                href={filterHrefs[tab.value]}
                className="gd-best-board__tab"
                aria-current={tab.value === filter ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <p className="gd-best-board__empty">{COPY.best.empty}</p>
      ) : (
        <ol className="gd-best-board__list" data-filter={filter}>
          {posts.map((post, index) => (
            <li key={post.id} className="gd-best-board__row" data-best-id={post.id}>
              <span className="gd-best-board__rank" aria-label={COPY.best.rank(index + 1)}>
                {index + 1}
              </span>
              <Link href={ROUTES.bestItem(post.id)} className="gd-best-board__title">
                {post.title}
              </Link>
              <span className="gd-best-board__stats">
                <span className="gd-stat" data-stat="votes">
                  {COPY.best.votes} {formatCount(post.voteCount)}
                </span>
                <span className="gd-stat" data-stat="comments">
                  <CommentIcon size={14} />
                  <span className="gd-visually-hidden">{COPY.best.comments} </span>
                  {formatCount(post.commentCount)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
