import type { IResolvers, MercuriusContext } from 'mercurius';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { countUnreadNotifications } from '../notifications/notifications-repository';

/** The community GraphQL schema: only what the shell reads (shell spec §7, gqlCurrentUser). */
export const communitySchema = /* GraphQL */ `
  type CurrentUser {
    id: Int!
    username: String
    unreadNotificationCount: Int!
  }
  type Query {
    "The session's user; null when signed out."
    currentUser: CurrentUser
  }
`;

declare module 'mercurius' {
  interface MercuriusContext {
    /** The session's user, set by the route for each request. */
    viewerId: number | null;
  }
}
export interface CommunityContext {
  viewerId: number | null;
}

export function communityResolvers(db: Db): IResolvers {
  return {
    Query: {
      currentUser: async (_root: unknown, _args: unknown, ctx: MercuriusContext) => {
        if (ctx.viewerId === null) return null;
        const [user] = await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(eq(users.id, ctx.viewerId));
        return user ?? null;
      },
    },
    CurrentUser: {
      unreadNotificationCount: (user: { id: number }) => countUnreadNotifications(db, user.id),
    },
  };
}
