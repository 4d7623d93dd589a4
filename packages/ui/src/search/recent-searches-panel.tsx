'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts/client';
import { useHost } from '../host/host-provider';
import { CloseIcon } from '../shell/shell-icons';
import { useRecentSearches } from './use-recent-searches';

/**
 * The recent searches (issue 11): newest first, each a link that searches it again, each
 * removable, all clearable. Rendered by the browser only (the list lives in local storage).
 */
export function RecentSearchesPanel() {
  const { Link } = useHost();
  const { items, save, remove, clear } = useRecentSearches();
  const headingId = 'gd-recent-searches-title';
  return (
    <section className="gd-search-section" aria-labelledby={headingId} data-testid="recent-searches">
      <div className="gd-search-section__head">
        <h2 id={headingId} className="gd-search-section__title">
          {COPY.search.recentTitle}
        </h2>
        {items.length > 0 ? (
          <button type="button" className="gd-search-section__action" onClick={clear}>
            {COPY.search.clearRecent}
          </button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className="gd-recent-searches">
          {items.map((item) => (
            <li key={item} className="gd-recent-searches__item">
              <Link href={ROUTES.search(item)} className="gd-recent-searches__link" onClick={() => save(item)}>
                {item}
              </Link>
              <button
                type="button"
                className="gd-recent-searches__remove"
                aria-label={COPY.search.removeRecent(item)}
                onClick={() => remove(item)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="gd-search-section__empty">{COPY.search.recentEmpty}</p>
      )}
    </section>
  );
}
