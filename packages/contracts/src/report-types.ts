// Zod-free (client entry): report reasons and their labels; report.ts builds the schemas.

/** Report reasons. The label pairing is deliberately odd and reproduced as the spec states it. */
export const REPORT_TYPES = [
  'VERBAL_ABUSE',
  'HATE_SPEECH',
  'INFORMATION_LEAKAGE',
  'SPAM',
  'ILLEGAL_INFORMATION',
  'ETC',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const DEFAULT_REPORT_TYPE: ReportType = 'VERBAL_ABUSE';
export const REPORT_TYPE_LABEL: Record<ReportType, string> = {
  VERBAL_ABUSE: '욕설/비하',
  HATE_SPEECH: '음란성',
  INFORMATION_LEAKAGE: '스팸/홍보/도배',
  SPAM: '불법정보',
  ILLEGAL_INFORMATION: '개인정보 노출',
  ETC: '기타',
};
