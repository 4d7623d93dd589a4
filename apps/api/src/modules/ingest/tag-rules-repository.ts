import { and, asc, eq } from 'drizzle-orm';
import { tagRuleInputSchema } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { tagRules, tags } from '../../db/schema';
import { normalizeKeyword, type TagRule } from './tag-matcher';

export interface TagRuleRow {
  id: number;
  keyword: string;
  tagId: number;
  tagName: string;
}

/** Keyword → tag rules that operators edit (`npm run ops -- tag-rules`, the /admin desk). */
export function createTagRulesRepository(db: Db, clock: Clock) {
  return {
    list(): Promise<TagRuleRow[]> {
      return db
        .select({ id: tagRules.id, keyword: tagRules.keyword, tagId: tagRules.tagId, tagName: tags.name })
        .from(tagRules)
        .innerJoin(tags, eq(tags.id, tagRules.tagId))
        .orderBy(asc(tagRules.keyword), asc(tags.name));
    },

    /** What the matcher needs. */
    rules(): Promise<TagRule[]> {
      return db.select({ keyword: tagRules.keyword, tagId: tagRules.tagId }).from(tagRules).orderBy(asc(tagRules.id));
    },

    async add(
      keyword: string,
      tagName: string,
    ): Promise<{ ok: true; rule: TagRuleRow; created: boolean } | { ok: false; message: string }> {
      const parsed = tagRuleInputSchema.safeParse({ keyword, tagName });
      if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
      const k = normalizeKeyword(parsed.data.keyword);
      const [tag] = await db.select().from(tags).where(eq(tags.name, parsed.data.tagName));
      if (!tag) return { ok: false, message: `no tag named ${parsed.data.tagName}` };
      const inserted = await db
        .insert(tagRules)
        .values({ keyword: k, tagId: tag.id, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: tagRules.id });
      const [row] = await db
        .select({ id: tagRules.id })
        .from(tagRules)
        .where(and(eq(tagRules.keyword, k), eq(tagRules.tagId, tag.id)));
      return {
        ok: true,
        created: inserted.length > 0,
        rule: { id: row!.id, keyword: k, tagId: tag.id, tagName: tag.name },
      };
    },

    /** Removes the keyword's rule for one tag, or all its rules when no tag is named; the count removed. */
    async remove(keyword: string, tagName?: string): Promise<number> {
      const k = normalizeKeyword(keyword);
      let tagId: number | undefined;
      if (tagName !== undefined) {
        const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.name, tagName));
        if (!tag) return 0;
        tagId = tag.id;
      }
      const removed = await db
        .delete(tagRules)
        .where(tagId === undefined ? eq(tagRules.keyword, k) : and(eq(tagRules.keyword, k), eq(tagRules.tagId, tagId)))
        .returning({ id: tagRules.id });
      return removed.length;
    },
  };
}

export type TagRulesRepository = ReturnType<typeof createTagRulesRepository>;
