'use client';

import { ADMIN_COPY, type AdminTag, type AdminTagGroup } from '@growday/contracts/client';
import { updateAdminTag } from '@growday/ui';
import { AdminError } from './admin-error';
import { useAdminAction } from './use-admin-action';

const NO_GROUP = '';

/** The curation switch and the group choice of one tag row. */
export function TagCurationControls({ tag, groups }: { tag: AdminTag; groups: AdminTagGroup[] }) {
  const { run, pending, error } = useAdminAction();
  const copy = ADMIN_COPY.tags;
  return (
    <>
      <td>
        <button
          type="button"
          className="gd-button gd-button--small"
          aria-pressed={tag.curated}
          disabled={pending}
          onClick={() => void run((api) => updateAdminTag(api, tag.id, { curated: !tag.curated }))}
        >
          {tag.curated ? copy.uncurate : copy.curate}
        </button>
      </td>
      <td>
        <select
          className="gd-input"
          aria-label={copy.moveToGroup(tag.name)}
          value={tag.tagGroupId === null ? NO_GROUP : String(tag.tagGroupId)}
          disabled={pending}
          onChange={(event) => {
            const value = event.target.value;
            void run((api) => updateAdminTag(api, tag.id, { tagGroupId: value === NO_GROUP ? null : Number(value) }));
          }}
        >
          <option value={NO_GROUP}>{copy.noGroup}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
        <AdminError message={error} />
      </td>
    </>
  );
}
