'use client';

import * as COPY from '@growday/contracts/copy';
import {
  ROUTES,
  SIDE_MENU_MY_KEY,
  type CurrentUser,
  type FollowedTags,
  type Tag,
  type TagGroup,
} from '@growday/contracts/client';
import {
  PlusIcon,
  folderKey,
  folderKeys,
  followedTagsOptions,
  tagGroupsOptions,
  useFolderState,
  useHost,
} from '@growday/ui';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLoginDialog } from './login-dialog';
import { useMyFeedPopup } from './my-feed-popup-provider';
import { useShellUser } from './shell-user';
import { SideMenuFolder } from './side-menu-folder';

/** The server render's data, so the menu paints complete before any browser request. */
export interface SideMenuData {
  initialUser: CurrentUser | null;
  tagGroups: TagGroup[];
  followedTags: FollowedTags | null;
}

function TagLinks({ tags }: { tags: readonly Tag[] }) {
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
}

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
  const { apiClient } = useHost();
  const user = useShellUser(data.initialUser);
  const login = useLoginDialog();
  const myFeed = useMyFeedPopup();
  const groups = useQuery({ ...tagGroupsOptions(apiClient), initialData: data.tagGroups }).data ?? [];
  const sameViewer = user !== null && data.initialUser?.id === user.id && data.followedTags !== null;
  const followed = useQuery({
    ...followedTagsOptions(apiClient, user?.id ?? 0),
    enabled: user !== null,
    ...(sameViewer && data.followedTags ? { initialData: data.followedTags } : {}),
  }).data;
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
