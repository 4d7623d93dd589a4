import * as COPY from '@growday/contracts/copy';

const THOUSAND = 1_000;
const TEN_THOUSAND = 10_000;

/** `value / unit` with one decimal, cut (never rounded up), a trailing .0 dropped. */
function withOneDecimal(value: number, unit: number): string {
  const tenths = Math.floor((value * 10) / unit);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return decimal === 0 ? String(whole) : `${whole}.${decimal}`;
}

/**
 * Count display (shell spec §5): under 1000 as is (SH-FMT-01); 1000-9999 in thousands with one
 * decimal and 천 (SH-FMT-02); 10000 and above in ten-thousands with one decimal and 만 (SH-FMT-03).
 */
export function formatCount(count: number): string {
  const value = Math.trunc(Number.isFinite(count) ? count : 0);
  if (value < THOUSAND) return String(value);
  if (value < TEN_THOUSAND) return `${withOneDecimal(value, THOUSAND)}${COPY.common.thousandUnit}`;
  return `${withOneDecimal(value, TEN_THOUSAND)}${COPY.common.tenThousandUnit}`;
}
