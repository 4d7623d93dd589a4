'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, type PostTag } from '@growday/contracts/client';
import { useId, useRef, useState } from 'react';
import { useHost } from '../host/host-provider';
import { useLightDismiss } from '../interaction/light-dismiss';
import { HighlightedText } from '../search/highlighted-text';

export interface TagListProps {
  tags: readonly PostTag[];
  /** From this many tags on, the last ones move behind a "+" / "more" control (3 cards, 6 detail). */
  threshold: number;
  /** `plus` shows "+N" (cards); `more` shows 더보기 (post detail). */
  moreStyle?: 'plus' | 'more';
  className?: string | undefined;
  /** Search results: these words are marked in the tag names, as in the card's title. */
  highlightTerms?: readonly string[] | undefined;
}

/** The visible tags and those behind the more control. */
export function splitTags<T>(tags: readonly T[], threshold: number): { visible: T[]; hidden: T[] } {
  if (tags.length < threshold) return { visible: [...tags], hidden: [] };
  const shown = Math.max(0, threshold - 1);
  return { visible: tags.slice(0, shown), hidden: tags.slice(shown) };
}

type OpenedBy = 'hover' | 'click' | null;

/**
 * Tag chips linking to /post?tagName= (CC-ROUTE-03). With at least `threshold` tags a control
 * reveals the rest in a popover (CC-CARD-07, CC-CARD-08, CC-DETAIL-10) that toggles on click
 * (CC-CARD-09) or hover (CC-CARD-10) and closes when the pointer leaves (CC-CARD-11). A click on a
 * popover the pointer just opened keeps it open, so hover-then-click does not flicker shut.
 */
export function TagList({ tags, threshold, moreStyle = 'plus', className, highlightTerms }: TagListProps) {
  const { Link } = useHost();
  const popoverId = useId();
  const wrapperRef = useRef<HTMLLIElement>(null);
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;
  const { visible, hidden } = splitTags(tags, threshold);

  useLightDismiss(wrapperRef, open, () => setOpenedBy(null));

  if (tags.length === 0) return null;
  const chip = (tag: PostTag) => (
    <Link href={ROUTES.postsByTag(tag.name)} className="gd-tag">
      <HighlightedText text={tag.name} terms={highlightTerms} />
    </Link>
  );

  return (
    <ul className={['gd-tags', 'gd-tag-list', className].filter(Boolean).join(' ')} data-tag-count={tags.length}>
      {visible.map((tag) => (
        <li key={tag.id}>{chip(tag)}</li>
      ))}
      {hidden.length > 0 ? (
        <li
          ref={wrapperRef}
          className="gd-tag-more"
          onMouseEnter={() => setOpenedBy((current) => current ?? 'hover')}
          onMouseLeave={() => setOpenedBy(null)}
        >
          <button
            type="button"
            className="gd-tag gd-tag-more__button"
            aria-expanded={open}
            aria-controls={popoverId}
            aria-label={COPY.a11y.moreTags(hidden.length)}
            data-testid="tag-more"
            onClick={() => setOpenedBy((current) => (current === 'hover' ? 'click' : current ? null : 'click'))}
          >
            {moreStyle === 'plus' ? `+${hidden.length}` : COPY.post.moreTags}
          </button>
          {/* The hidden chips are rendered when the popover opens: a closed popover shows nothing,
              and a page of cards hydrates fewer elements (issue 13, TBT; the home 840 -> 738). */}
          <div id={popoverId} className="gd-tag-popover" data-testid="tag-popover" hidden={!open}>
            {open ? (
              <ul className="gd-tags gd-tag-popover__list">
                {hidden.map((tag) => (
                  <li key={tag.id}>{chip(tag)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ) : null}
    </ul>
  );
}
