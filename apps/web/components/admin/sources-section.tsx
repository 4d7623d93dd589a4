import { ADMIN_COPY, type AdminSource } from '@growday/contracts/client';
import { formatKstDateTime } from '@growday/ui/core';
import { getAdminSources, getAdminTagRules } from '@/lib/server/admin';
import { RemoveTagRuleButton, SourceForm, SourceRowActions, TagRuleForm } from './admin-controls';

function FetchStatus({ source }: { source: AdminSource }) {
  const copy = ADMIN_COPY.sources;
  if (!source.lastFetchedAt) return <span>{copy.never}</span>;
  return (
    <span>
      {formatKstDateTime(source.lastFetchedAt)} · {copy.httpStatus} {source.lastStatus ?? '-'} ·{' '}
      {copy.itemsAdded(source.lastItemsAdded ?? 0)}
      {source.lastError ? (
        <span className="gd-form-error">
          {' '}
          · {copy.error}: {source.lastError}
        </span>
      ) : null}
    </span>
  );
}

/** Feed sources with their last fetch, and the tag rules. */
export async function SourcesSection() {
  const [sources, rules] = await Promise.all([getAdminSources(), getAdminTagRules()]);
  const copy = ADMIN_COPY.sources;
  return (
    <>
      <SourceForm />
      {sources.items.length === 0 ? (
        <p className="gd-admin__empty">{copy.empty}</p>
      ) : (
        <table className="gd-admin__table">
          <thead>
            <tr>
              <th scope="col">{copy.name}</th>
              <th scope="col">{copy.lastFetch}</th>
              <th scope="col">{copy.edit}</th>
            </tr>
          </thead>
          <tbody>
            {sources.items.map((source) => (
              <tr
                key={source.id}
                data-testid="admin-source"
                data-source-name={source.name}
                data-enabled={source.enabled}
              >
                <th scope="row">
                  {source.name}
                  <br />
                  <small>
                    {source.type === 'news' ? copy.typeNews : copy.typePost} ·{' '}
                    {source.enabled ? copy.enabled : copy.disabled} · {source.feedUrl ?? '-'}
                  </small>
                </th>
                <td>
                  <FetchStatus source={source} />
                </td>
                <td>
                  <SourceRowActions source={source} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="gd-admin__subtitle">{ADMIN_COPY.sections.tagRules}</h2>
      <TagRuleForm />
      {rules.items.length === 0 ? (
        <p className="gd-admin__empty">{ADMIN_COPY.tagRules.empty}</p>
      ) : (
        <table className="gd-admin__table">
          <thead>
            <tr>
              <th scope="col">{ADMIN_COPY.tagRules.keyword}</th>
              <th scope="col">{ADMIN_COPY.tagRules.tag}</th>
              <th scope="col">{ADMIN_COPY.tagRules.remove}</th>
            </tr>
          </thead>
          <tbody>
            {rules.items.map((rule) => (
              <tr key={rule.id} data-testid="admin-tag-rule">
                <td>{rule.keyword}</td>
                <td>{rule.tagName}</td>
                <td>
                  <RemoveTagRuleButton rule={rule} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
