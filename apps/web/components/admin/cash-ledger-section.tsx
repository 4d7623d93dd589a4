import { ADMIN_COPY, ADMIN_TAB_PARAM, ROUTES, type AdminCashLedger } from '@growday/contracts';
import { formatKstDateTime } from '@growday/ui/core';
import Link from 'next/link';
import { CashReverseButton } from './admin-controls';

export const CASH_USER_PARAM = 'user';

/**
 * The cash ledger: a filter by username (a plain GET form, so the filter is the address), the
 * user's total, and every row with a reversal button on payouts not yet reversed.
 */
export function CashLedgerSection({ ledger, user }: { ledger: AdminCashLedger | null; user: string | undefined }) {
  const copy = ADMIN_COPY.cash;
  return (
    <div>
      <form className="gd-admin__form" method="get" action={ROUTES.admin} role="search">
        <input type="hidden" name={ADMIN_TAB_PARAM} value="cash" />
        <label>
          {copy.filter}
          <input className="gd-input" name={CASH_USER_PARAM} defaultValue={user ?? ''} autoComplete="off" />
        </label>
        <button type="submit" className="gd-button gd-button--small">
          {copy.filterSubmit}
        </button>
        {user ? (
          <Link
            href={`${ROUTES.admin}?${ADMIN_TAB_PARAM}=cash`}
            prefetch={false}
            className="gd-button gd-button--small"
          >
            {copy.showAll}
          </Link>
        ) : null}
      </form>
      {ledger === null ? (
        <p className="gd-admin__empty">{copy.unknownUser}</p>
      ) : (
        <>
          {user && ledger.totalCash !== null ? (
            <p className="gd-admin__meta" data-testid="cash-ledger-total">
              {copy.total(user, ledger.totalCash)}
            </p>
          ) : null}
          {ledger.items.length === 0 ? (
            <p className="gd-admin__empty">{copy.empty}</p>
          ) : (
            <table className="gd-admin__table">
              <thead>
                <tr>
                  <th scope="col">{copy.when}</th>
                  <th scope="col">{copy.user}</th>
                  <th scope="col">{copy.kind}</th>
                  <th scope="col">{copy.amount}</th>
                  <th scope="col">{copy.key}</th>
                  <th scope="col">
                    <span className="gd-visually-hidden">{copy.reverse}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.items.map((entry) => (
                  <tr
                    key={entry.id}
                    data-testid="cash-ledger-row"
                    data-kind={entry.kind}
                    data-key={entry.transactionKey}
                    data-reversed={entry.reversed}
                  >
                    <td>{formatKstDateTime(entry.createdAt)}</td>
                    <td>{entry.username ?? `#${entry.userId}`}</td>
                    <td>
                      {copy.kinds[entry.kind]}
                      {entry.reversesKey ? ` · ${copy.reverses(entry.reversesKey.slice(0, 8))}` : ''}
                    </td>
                    <td>
                      {entry.amount > 0 ? '+' : ''}
                      {entry.amount}
                    </td>
                    <td>
                      <code>{entry.transactionKey.slice(0, 8)}</code>
                    </td>
                    <td>
                      {entry.kind === 'reversal' ? null : entry.reversed ? (
                        copy.reversed
                      ) : (
                        <CashReverseButton entry={entry} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}
