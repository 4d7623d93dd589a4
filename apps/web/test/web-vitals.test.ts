import { describe, expect, it } from 'vitest';
import { WEB_VITAL_THRESHOLDS } from '@growday/contracts/client';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';

describe('field web vitals', () => {
  it('rate values by the same thresholds as the web-vitals library the browser reports with', () => {
    expect(WEB_VITAL_THRESHOLDS).toEqual({
      LCP: LCPThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
      CLS: CLSThresholds,
      INP: INPThresholds,
    });
  });
});
