'use client';

import { REWARD_COPY } from '@growday/contracts/client';
import type { LastPick } from './cash-reward';
import { useCashReward, type CashRewardTabIds } from './use-cash-reward';
import styles from './cash-reward-widget.module.css';

function lastPickText(last: LastPick | null): string | null {
  if (!last) return null;
  if (last.kind === 'landed') return REWARD_COPY.landed(last.cash);
  if (last.kind === 'failed') return REWARD_COPY.pickFailed;
  return last.reason === 'dailyCap' ? REWARD_COPY.dailyCap : REWARD_COPY.tooSoon;
}

/**
 * The reward widget, for signed-in viewers only (nothing for a visitor): the total cash, a pick button
 * while a reward can be fetched, and the amount as it lands, announced politely.
 */
export function CashRewardWidget(props: CashRewardTabIds) {
  const { state, isLoggedIn, pick } = useCashReward(props);
  const { totalCash, canFetchReward, picking, last, install } = state;
  if (!isLoggedIn) return null;
  const message = lastPickText(last);
  return (
    <section className={styles.reward} aria-label={REWARD_COPY.title} data-testid="cash-reward">
      <div className={styles.total}>
        <span className={styles.label}>{REWARD_COPY.title}</span>
        <strong className={styles.amount} data-testid="cash-total">
          {totalCash === null ? '…' : REWARD_COPY.total(totalCash)}
        </strong>
      </div>
      <div className={styles.actions}>
        {canFetchReward || picking ? (
          <button
            type="button"
            className="gd-button gd-button--primary gd-button--small"
            onClick={pick}
            disabled={picking}
            aria-busy={picking || undefined}
          >
            {picking ? REWARD_COPY.picking : REWARD_COPY.pick}
          </button>
        ) : null}
        <p className={styles.message} role="status" data-last={last?.kind ?? ''}>
          {message ? (
            <span key={last?.kind === 'landed' ? last.transactionKey : message} className={styles.flash}>
              {message}
            </span>
          ) : null}
          {install.status === 'open' && install.cash !== null ? (
            <span className={styles.install}>{REWARD_COPY.installOpen(install.cash)}</span>
          ) : null}
        </p>
      </div>
    </section>
  );
}
