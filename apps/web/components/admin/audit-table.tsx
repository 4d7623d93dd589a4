import { ADMIN_ACTION_LABEL, ADMIN_COPY, type AdminAuditEntry } from '@growday/contracts/client';
import { formatKstDateTime } from '@growday/ui/core';

const actionLabel = (action: string) => ADMIN_ACTION_LABEL[action as keyof typeof ADMIN_ACTION_LABEL] ?? action;

/** The audit log, newest first. */
export function AuditTable({ items }: { items: AdminAuditEntry[] }) {
  const copy = ADMIN_COPY.audit;
  if (items.length === 0) return <p className="gd-admin__empty">{copy.empty}</p>;
  return (
    <table className="gd-admin__table">
      <thead>
        <tr>
          <th scope="col">{copy.when}</th>
          <th scope="col">{copy.who}</th>
          <th scope="col">{copy.what}</th>
          <th scope="col">{copy.target}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
            <td>{formatKstDateTime(entry.createdAt)}</td>
            <td>{entry.actor}</td>
            <td>{actionLabel(entry.action)}</td>
            <td>
              {entry.targetType} {entry.targetId ?? ''}
              {entry.detail ? ` · ${entry.detail}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
