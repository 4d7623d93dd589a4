import type { FollowedTags, SaveMyFeedTagsBody, TagGroup } from '@growday/contracts';

/**
 * The popup's chosen tags: one set of tag ids across every group, so a tag listed in two groups
 * is chosen in both. Every operation returns a new set (React state).
 */
export type TagSelection = ReadonlySet<number>;

/** The chosen set the popup opens with: the tags the viewer follows now. */
export function selectionFromFollowed(followed: FollowedTags): TagSelection {
  return new Set(followed.edges.map((edge) => edge.node.id));
}

/** How many of a group's tags are chosen: the count on the group's tab (SH-MYFEED-03). */
export function countInGroup(group: TagGroup, selection: TagSelection): number {
  return group.tags.reduce((count, tag) => (selection.has(tag.id) ? count + 1 : count), 0);
}

/** The all-tags toggle of a group is on when the group has tags and every one is chosen. */
export function isGroupAllSelected(group: TagGroup, selection: TagSelection): boolean {
  return group.tags.length > 0 && group.tags.every((tag) => selection.has(tag.id));
}

/**
 * The all-tags toggle: on chooses every tag of this group (SH-MYFEED-08), off clears every tag of
 * this group (SH-MYFEED-09); other groups' choices stay.
 */
export function setGroupAll(group: TagGroup, selection: TagSelection, on: boolean): TagSelection {
  const next = new Set(selection);
  for (const tag of group.tags) {
    if (on) next.add(tag.id);
    else next.delete(tag.id);
  }
  return next;
}

/** Chooses or clears one tag (SH-MYFEED-10). */
export function toggleTag(selection: TagSelection, tagId: number): TagSelection {
  const next = new Set(selection);
  if (next.has(tagId)) next.delete(tagId);
  else next.add(tagId);
  return next;
}

/** The save body: the whole chosen set and the viewer (SH-MYFEED-12); sorted so it is stable. */
export function saveBody(selection: TagSelection, viewerId: number): SaveMyFeedTagsBody {
  return { tagIds: [...selection].sort((a, b) => a - b), viewerId };
}
