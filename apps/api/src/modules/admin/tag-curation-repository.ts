import { asc, eq } from 'drizzle-orm';
import type { AdminTag, AdminTagList } from '@growday/contracts';
import type { Db } from '../../db/client';
import { tagGroups, tags } from '../../db/schema';

const adminTagColumns = { id: tags.id, name: tags.name, curated: tags.curated, tagGroupId: tags.tagGroupId };

/**
 * Tag curation for operators: which tags are curated (shown in the tag lists) and which group
 * each belongs to. Tags themselves come from the seed and from ingestion.
 */
export function createTagCurationRepository(db: Db) {
  return {
    async list(limit: number): Promise<AdminTagList> {
      const [tagRows, groupRows] = await Promise.all([
        db.select(adminTagColumns).from(tags).orderBy(asc(tags.name)).limit(limit),
        db
          .select({ id: tagGroups.id, name: tagGroups.name })
          .from(tagGroups)
          .orderBy(asc(tagGroups.position), asc(tagGroups.id)),
      ]);
      return { tags: tagRows, groups: groupRows };
    },

    async findByName(name: string): Promise<AdminTag | undefined> {
      const [row] = await db.select(adminTagColumns).from(tags).where(eq(tags.name, name));
      return row;
    },

    async groupExists(groupId: number): Promise<boolean> {
      const [row] = await db.select({ id: tagGroups.id }).from(tagGroups).where(eq(tagGroups.id, groupId));
      return row !== undefined;
    },

    /** The tag before and after the change; undefined when no tag has this id. */
    async update(
      tagId: number,
      patch: { curated?: boolean | undefined; tagGroupId?: number | null | undefined },
    ): Promise<{ before: AdminTag; after: AdminTag } | undefined> {
      const [before] = await db.select(adminTagColumns).from(tags).where(eq(tags.id, tagId)).for('update');
      if (!before) return undefined;
      const set: { curated?: boolean; tagGroupId?: number | null } = {};
      if (patch.curated !== undefined) set.curated = patch.curated;
      if (patch.tagGroupId !== undefined) set.tagGroupId = patch.tagGroupId;
      const [after] = await db.update(tags).set(set).where(eq(tags.id, tagId)).returning(adminTagColumns);
      return after ? { before, after } : undefined;
    },
  };
}
export type TagCurationRepository = ReturnType<typeof createTagCurationRepository>;

/** The audit actions one tag change is (curation and group may change together). */
export function tagChangeActions(before: AdminTag, after: AdminTag): { action: string; detail: string }[] {
  const actions: { action: string; detail: string }[] = [];
  if (before.curated !== after.curated) {
    actions.push({ action: after.curated ? 'tags.curate' : 'tags.uncurate', detail: after.name });
  }
  if (before.tagGroupId !== after.tagGroupId) {
    actions.push({
      action: 'tags.group',
      detail: `${after.name}: ${before.tagGroupId ?? '-'} -> ${after.tagGroupId ?? '-'}`,
    });
  }
  return actions;
}
