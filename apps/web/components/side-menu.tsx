'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, SIDE_MENU_MY_KEY, type Tag, type TagGroup } from '@growday/contracts/client';
import { PlusIcon, folderKey, folderKeys, useFolderState } from '@growday/ui';
import Link from 'next/link';
import { memo, useEffect } from 'react';
import { useLoginDialog } from './login-dialog';
import { useMyFeedPopup } from './my-feed-popup-provider';
import { ensureFollowedTags, useSessionFollowedTags, useShellSession } from './shell-session';
import { useShellUser } from './shell-user';
import { SideMenuFolder } from './side-menu-folder';

/**
 * The server render's data, so the menu paints complete before any browser request; the user and
 * their followed tags come from the session (shell-session.tsx), which a My Feed save refreshes.
 */
export interface SideMenuData {
  tagGroups: TagGroup[];
}

/**
 * A folder's links, kept out of the menu's re-renders (a folder opened or closed, the session
 * settling): their tags come from the server render and do not change with them, and each Next Link
 * costs a render of its own.
 */
const TagLinks = memo(function TagLinks({ tags }: { tags: readonly Tag[] }) {
  return (
    <ul className="gd-side-folder__tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link href={ROUTES.postsByTag(tag.name)} prefetch={false} className="gd-side-folder__tag">
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
});

function PlusButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  return (
    <button
      type="button"
      className="gd-side-menu__plus"
      aria-label={COPY.sideMenu.editMyFeed}
      title={COPY.sideMenu.editMyFeed}
      data-testid={testId}
      onClick={onClick}
    >
      <PlusIcon size={18} />
    </button>
  );
}

export interface SideMenuProps {
  data: SideMenuData;
  /** The category menu's tag view: every folder open, changes kept in the modal (SH-CAT-02). */
  forceOpen?: boolean;
  /** Keeps element ids apart when the aside and the category menu are both mounted. */
  idPrefix: string;
}

/**
 * The left side menu (SH-SIDE-*): signed in, the My Feed folder with the followed tags and a plus
 * for the My Feed popup; signed out, the all-content heading with a plus for the login modal;
 * then one folder per tag group.
 */
export function SideMenu({ data, forceOpen = false, idPrefix }: SideMenuProps) {
  const user = useShellUser();
  const login = useLoginDialog();
  const myFeed = useMyFeedPopup();
  // Public and the same for everyone: a sign-in or sign-out re-renders the layout with fresh ones.
  const groups = data.tagGroups;
  const session = useShellSession();
  const followed = useSessionFollowedTags(user?.id ?? null);
  const missing = user !== null && followed === null;
  useEffect(() => {
    if (missing) void ensureFollowedTags(session);
  }, [missing, session]);
  const signedIn = user !== null;
  const { state, openOnly, toggle } = useFolderState(folderKeys(groups, signedIn), signedIn, forceOpen);
  const followedTags = followed?.edges.map((edge) => edge.node) ?? [];

  return (
    <nav
      className="gd-side-menu"
      aria-label={COPY.sideMenu.label}
      data-testid={forceOpen ? 'category-side-menu' : 'side-menu'}
      data-signed-in={signedIn ? 'true' : 'false'}
    >
      {signedIn ? (
        <SideMenuFolder
          folderKey={SIDE_MENU_MY_KEY}
          title={COPY.sideMenu.myFeed}
          open={state[SIDE_MENU_MY_KEY] ?? false}
          onTitleClick={() => openOnly(SIDE_MENU_MY_KEY)}
          onToggle={() => toggle(SIDE_MENU_MY_KEY)}
          action={<PlusButton onClick={myFeed.open} testId="side-menu-my-feed-plus" />}
          idPrefix={idPrefix}
        >
          {followedTags.length > 0 ? (
            <TagLinks tags={followedTags} />
          ) : (
            <p className="gd-side-folder__empty">{COPY.sideMenu.myFeedEmpty}</p>
          )}
        </SideMenuFolder>
      ) : (
        <div className="gd-side-menu__heading">
          <span>{COPY.sideMenu.allContent}</span>
          <PlusButton onClick={login.open} testId="side-menu-login-plus" />
        </div>
      )}
      {groups.map((group) => {
        const key = folderKey(group);
        return (
          <SideMenuFolder
            key={key}
            folderKey={key}
            title={group.name}
            titleHref={ROUTES.postsByTagGroup(group.id, group.name)}
            open={state[key] ?? false}
            onTitleClick={() => openOnly(key)}
            onToggle={() => toggle(key)}
            idPrefix={idPrefix}
          >
            <TagLinks tags={group.tags} />
          </SideMenuFolder>
        );
      })}
    </nav>
  );
}
