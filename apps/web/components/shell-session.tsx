'use client';

import type { CurrentUser, FollowedTags, TagGroup } from '@growday/contracts/client';
import { listFollowedTagsOrNone, type ApiClient } from '@growday/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createValueStore, type ValueStore } from './value-store';

/** A viewer's followed tags, with whose they are (one browser may sign in as someone else). */
export interface FollowedTagsOf {
  viewerId: number;
  tags: FollowedTags;
}

/** What query-scope.tsx adds once a page needs the query cache: the same operations through it. */
export interface SessionQueries {
  client: QueryClient;
  /** Asks again who is signed in, through the current-user query (the store follows it). */
  refreshUser: () => Promise<CurrentUser | null>;
  /** Every query asked again, the current user's first (SH-AUTH-07); the stores follow. */
  loginStateChanged: () => Promise<void>;
}

/**
 * The signed-in user and their followed tags as the layout's parts (header badges, side menu,
 * bottom bar, login prompt, My Feed button) read them, without the query library: the layout is
 * on every route and most routes' own content never queries (issue 13, Bundle budgets). Seeded by
 * the server render; the first page that needs the query cache (query-scope.tsx) seeds the cache
 * from here and keeps these stores in step with it from then on.
 */
export interface ShellSession {
  readonly api: ApiClient;
  readonly user: ValueStore<CurrentUser | null>;
  readonly followedTags: ValueStore<FollowedTagsOf | null>;
  /** The server's tag groups, seeded into the cache for the My Feed popup's tabs. */
  readonly tagGroups: TagGroup[];
  /** Null until the first QueryScope renders; then for the life of the page tree. */
  queries: SessionQueries | null;
}

export interface ShellSessionSeed {
  user: CurrentUser | null;
  followedTags: FollowedTags | null;
  tagGroups: TagGroup[];
}

export function createShellSession(api: ApiClient, seed: ShellSessionSeed): ShellSession {
  return {
    api,
    user: createValueStore(seed.user),
    followedTags: createValueStore(
      seed.user && seed.followedTags ? { viewerId: seed.user.id, tags: seed.followedTags } : null,
    ),
    tagGroups: seed.tagGroups,
    queries: null,
  };
}

/** Any failure of the check reads as signed out, as the current-user query's does. */
async function fetchUser(api: ApiClient): Promise<CurrentUser | null> {
  try {
    return await api.getCurrentUser();
  } catch {
    return null;
  }
}

/** Who is signed in now (the My Feed popup asks at each opening). */
export async function refreshUser(session: ShellSession): Promise<CurrentUser | null> {
  if (session.queries) return session.queries.refreshUser();
  const user = await fetchUser(session.api);
  session.user.set(user);
  return user;
}

/**
 * The signed-in user's followed tags when the session holds none of theirs (the server's call
 * failed, or another viewer signed in). With the query cache, its followed-tags observer does this.
 */
export async function ensureFollowedTags(session: ShellSession): Promise<void> {
  const user = session.user.get();
  if (session.queries || !user || session.followedTags.get()?.viewerId === user.id) return;
  const tags = await listFollowedTagsOrNone(session.api);
  // Kept only if the viewer is still the one asked about.
  if (session.user.get()?.id === user.id) session.followedTags.set({ viewerId: user.id, tags });
}

/** After a sign-in or sign-out in this page: the user and their followed tags asked again. */
export async function loginStateChanged(session: ShellSession): Promise<void> {
  if (session.queries) return session.queries.loginStateChanged();
  await refreshUser(session);
  await ensureFollowedTags(session);
}

const ShellSessionContext = createContext<ShellSession | null>(null);

export function ShellSessionProvider({ session, children }: { session: ShellSession; children: ReactNode }) {
  return <ShellSessionContext.Provider value={session}>{children}</ShellSessionContext.Provider>;
}

export function useShellSession(): ShellSession {
  const session = useContext(ShellSessionContext);
  if (!session) throw new Error('useShellSession() needs a <ShellSessionProvider> above it');
  return session;
}

/** The signed-in user, or null; renders again when a sign-in, sign-out or refresh changes it. */
export function useSessionUser(): CurrentUser | null {
  const { user } = useShellSession();
  return useSyncExternalStore(user.subscribe, user.get, user.get);
}

/** The followed tags of the given viewer; null for a visitor or while another viewer's are held. */
export function useSessionFollowedTags(viewerId: number | null): FollowedTags | null {
  const { followedTags } = useShellSession();
  const held = useSyncExternalStore(followedTags.subscribe, followedTags.get, followedTags.get);
  return held && held.viewerId === viewerId ? held.tags : null;
}
