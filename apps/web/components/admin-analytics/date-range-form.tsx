import { ANALYTICS_COPY } from '@growday/contracts/client';

/** The date range picker: a plain GET form, so a range is a shareable address and works without script. */
export function DateRangeForm({ from, to }: { from: string; to: string }) {
  const copy = ANALYTICS_COPY.range;
  return (
    <form className="gd-admin__form" method="get" aria-label={copy.label} data-testid="analytics-range">
      <label>
        {copy.from} <input type="date" name="from" defaultValue={from} required />
      </label>
      <label>
        {copy.to} <input type="date" name="to" defaultValue={to} required />
      </label>
      <button type="submit" className="gd-button gd-button--primary">
        {copy.apply}
      </button>
    </form>
  );
}
