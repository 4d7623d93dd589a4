import { COPY } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../src/format/count';

const K = COPY.common.thousandUnit;
const TK = COPY.common.tenThousandUnit;

describe('formatCount', () => {
  it('SH-FMT-01 numbers under 1000 display as is', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
  });

  it('SH-FMT-02 1000 to 9999 display as thousands with one decimal and the thousand word', () => {
    expect(formatCount(1000)).toBe(`1${K}`);
    expect(formatCount(1234)).toBe(`1.2${K}`);
    expect(formatCount(1999)).toBe(`1.9${K}`); // cut, never rounded up
    expect(formatCount(9999)).toBe(`9.9${K}`);
    expect(formatCount(5050)).toBe(`5${K}`);
  });

  it('SH-FMT-03 10000 and above display as ten-thousands with one decimal and the ten-thousand word', () => {
    expect(formatCount(10000)).toBe(`1${TK}`);
    expect(formatCount(12345)).toBe(`1.2${TK}`);
    expect(formatCount(19999)).toBe(`1.9${TK}`);
    expect(formatCount(99999)).toBe(`9.9${TK}`);
    expect(formatCount(123456)).toBe(`12.3${TK}`);
    expect(formatCount(1_000_000)).toBe(`100${TK}`);
  });
});
