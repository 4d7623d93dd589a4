import { asc, eq, sql } from 'drizzle-orm';
import type { Connection, Tag, TagGroup } from '@growday/contracts';
import type { Db } from '../../db/client';
import { tagGroups, tags } from '../../db/schema';
import { encodeTagCursor, NO_GROUP_KEY, type TagCursor } from './tag-cursor';

const noGroup = sql.raw(String(NO_GROUP_KEY));
/** Sort keys of a tag: its group's position and id (ungrouped tags last), then its own. */
const groupPosition = sql<number>`coalesce(${tagGroups.position}, ${noGroup})`;
const groupId = sql<number>`coalesce(${tags.tagGroupId}, ${noGroup})`;

const tagColumns = {
  id: tags.id,
  name: tags.name,
  iconKey: tags.iconKey,
  curated: tags.curated,
  shortName: tags.shortName,
};

export interface ListTagsOptions {
  first: number;
  after?: TagCursor;
}

export function createTagsRepository(db: Db) {
  return {
    /** Every tag in the order of the tag-group screen: group position, then tag position. Keyset-paginated. */
    async listTags(opts: ListTagsOptions): Promise<Connection<Tag>> {
      const after = opts.after;
      const rows = await db
        .select({ ...tagColumns, position: tags.position, groupPosition, groupId })
        .from(tags)
        .leftJoin(tagGroups, eq(tagGroups.id, tags.tagGroupId))
        .where(
          after
            ? sql`(${groupPosition}, ${groupId}, ${tags.position}, ${tags.id}) > (${after.groupPosition}, ${after.groupId}, ${after.position}, ${after.id})`
            : undefined,
        )
        .orderBy(asc(groupPosition), asc(groupId), asc(tags.position), asc(tags.id))
        .limit(opts.first + 1);
      const edges = rows.slice(0, opts.first).map(({ groupPosition, groupId, position, ...tag }) => ({
        node: tag,
        cursor: encodeTagCursor({ groupPosition, groupId, position, id: tag.id }),
      }));
      return {
        edges,
        pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > opts.first },
      };
    },

    /** Every tag group by position, each with its tags by position, in one query. */
    async listTagGroups(): Promise<TagGroup[]> {
      return db
        .select({
          id: tagGroups.id,
          name: tagGroups.name,
          ename: tagGroups.ename,
          // The join qualifies every column; a correlated subquery here would not be (single-table select).
          tags: sql<Tag[]>`coalesce(
            json_agg(json_build_object(
              'id', ${tags.id}, 'name', ${tags.name}, 'iconKey', ${tags.iconKey},
              'curated', ${tags.curated}, 'shortName', ${tags.shortName}
            ) order by ${tags.position}, ${tags.id}) filter (where ${tags.id} is not null),
            '[]'::json
          )`,
        })
        .from(tagGroups)
        .leftJoin(tags, eq(tags.tagGroupId, tagGroups.id))
        .groupBy(tagGroups.id)
        .orderBy(asc(tagGroups.position), asc(tagGroups.id));
    },
  };
}
export type TagsRepository = ReturnType<typeof createTagsRepository>;
