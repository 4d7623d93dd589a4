import { ADMIN_COPY, type AdminTagList } from '@growday/contracts/client';
import { TagCurationControls } from './admin-controls';

/** Every tag with its curation and group. */
export function TagsTable({ list }: { list: AdminTagList }) {
  const copy = ADMIN_COPY.tags;
  if (list.tags.length === 0) return <p className="gd-admin__empty">{copy.empty}</p>;
  return (
    <table className="gd-admin__table">
      <thead>
        <tr>
          <th scope="col">{copy.name}</th>
          <th scope="col">{copy.curated}</th>
          <th scope="col">{copy.group}</th>
        </tr>
      </thead>
      <tbody>
        {list.tags.map((tag) => (
          <tr key={tag.id} data-testid="admin-tag" data-tag-name={tag.name} data-curated={tag.curated}>
            <th scope="row">{tag.name}</th>
            <TagCurationControls tag={tag} groups={list.groups} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
