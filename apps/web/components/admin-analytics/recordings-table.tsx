import { ANALYTICS_COPY, ROUTES, type RecordingSummary } from '@growday/contracts/client';
import { formatKstDateTime } from '@growday/ui/core';

const kb = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('ko-KR')} KB`;

/** Recorded sessions, latest first, each with a link that replays it on this page. */
export function RecordingsTable({ items, selected }: { items: RecordingSummary[]; selected: string | undefined }) {
  const c = ANALYTICS_COPY.recordings;
  if (items.length === 0) return <p className="gd-admin__empty">{c.empty}</p>;
  return (
    <table className="gd-admin__table" data-testid="recordings">
      <thead>
        <tr>
          <th scope="col">{c.started}</th>
          <th scope="col">{c.last}</th>
          <th scope="col">{c.user}</th>
          <th scope="col">{c.size}</th>
          <th scope="col">{c.play}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id} data-recording-id={r.id} aria-current={r.id === selected ? 'true' : undefined}>
            <td>{formatKstDateTime(r.startedAt)}</td>
            <td>{formatKstDateTime(r.lastAt)}</td>
            <td>{r.userId === null ? c.anonymous : `#${r.userId}`}</td>
            <td>
              {kb(r.bytes)}
              {r.cut ? ` · ${c.cut}` : ''}
            </td>
            <td>
              <a href={`${ROUTES.adminRecordings}?id=${r.id}`}>{c.play}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
