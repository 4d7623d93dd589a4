import { asc, eq, inArray, sql } from 'drizzle-orm';
import { COPY, type Tag } from '@growday/contracts';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { tagGroups, tags, userFollowTags, users } from '../../db/schema';
import { badRequest } from '../../plugins/error-handler';
import { rowsOf } from '../analytics/rows';
import { NO_GROUP_KEY } from '../content-lists/tag-cursor';

const noGroup = sql.raw(String(NO_GROUP_KEY));
/** The tag list's order (tag-group screen): group position and id (ungrouped last), then tag position. */
const tagOrder = [
  asc(sql`coalesce(${tagGroups.position}, ${noGroup})`),
  asc(sql`coalesce(${tags.tagGroupId}, ${noGroup})`),
  asc(tags.position),
  asc(tags.id),
];

const tagColumns = {
  id: tags.id,
  name: tags.name,
  iconKey: tags.iconKey,
  curated: tags.curated,
  shortName: tags.shortName,
};

/** The tags a user follows (their My Feed). A user only ever reads and changes their own set. */
export function createFollowTagsRepository(db: Db) {
  const followed = (userId: number) =>
    db.select({ tagId: userFollowTags.tagId }).from(userFollowTags).where(eq(userFollowTags.userId, userId));

  return {
    /** The followed tags (or, with following=false, the others) in tag-list order. */
    async listTags(userId: number, following: boolean): Promise<Tag[]> {
      const membership = following ? inArray(tags.id, followed(userId)) : sql`${tags.id} not in (${followed(userId)})`;
      return db
        .select(tagColumns)
        .from(tags)
        .leftJoin(tagGroups, eq(tagGroups.id, tags.tagGroupId))
        .where(membership)
        .orderBy(...tagOrder);
    },

    /**
     * The ids of the followed tags, ascending (a stable key for the feed cache). Named
     * (executeNamed): the recommended page's first statement on a miss, planned once per
     * connection instead of on every request (issue 13 item 5).
     */
    async followedTagIds(userId: number): Promise<number[]> {
      const rows = rowsOf<{ tagId: number }>(
        await executeNamed(
          db,
          'followed_tag_ids',
          sql`select ${userFollowTags.tagId} as "tagId" from ${userFollowTags}
            where ${userFollowTags.userId} = ${userId}::int order by ${userFollowTags.tagId}`,
        ),
      );
      return rows.map((r) => Number(r.tagId));
    },

    /**
     * Replaces the whole set in one transaction. The user's row is locked first, so concurrent saves
     * of one user run one after the other and the last one's set is what remains (never a mixture).
     * Unknown tag ids are a 400 naming tagIds; duplicates count once.
     */
    async replace(userId: number, tagIds: readonly number[], now: Date): Promise<void> {
      const wanted = [...new Set(tagIds)];
      await db.transaction(async (tx) => {
        if (wanted.length > 0) {
          const known = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, wanted));
          if (known.length !== wanted.length) {
            const knownIds = new Set(known.map((t) => t.id));
            const unknown = wanted.filter((id) => !knownIds.has(id));
            throw badRequest(`${COPY.profileErrors.unknownTags} (tagIds: ${unknown.join(', ')})`, 'tagIds');
          }
        }
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        await tx.delete(userFollowTags).where(eq(userFollowTags.userId, userId));
        if (wanted.length > 0) {
          await tx.insert(userFollowTags).values(wanted.map((tagId) => ({ userId, tagId, createdAt: now })));
        }
      });
    },
  };
}
export type FollowTagsRepository = ReturnType<typeof createFollowTagsRepository>;
