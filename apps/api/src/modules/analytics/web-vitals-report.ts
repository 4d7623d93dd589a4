import {
  WEB_VITAL_BUCKET_EDGES,
  WEB_VITAL_FORMS,
  WEB_VITAL_METRICS,
  WEB_VITAL_PAGES,
  WEB_VITAL_THRESHOLDS,
  type AnalyticsReport,
  type WebVitalMetric,
} from '@growday/contracts';

type WebVitalRow = AnalyticsReport['webVitals'][number];

/**
 * The 75th percentile of a histogram (WEB_VITAL_BUCKET_EDGES), read linearly between the edges of
 * the bucket it falls in; in the open last bucket, its lower edge (the value is at least that).
 */
export function percentileOf(counts: readonly number[], edges: readonly number[], share = 0.75): number {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const target = share * total;
  let before = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] ?? 0;
    if (count > 0 && before + count >= target) {
      const lower = i === 0 ? 0 : edges[i - 1]!;
      if (i >= edges.length) return lower;
      return lower + ((edges[i]! - lower) * (target - before)) / count;
    }
    before += count;
  }
  return edges[edges.length - 1] ?? 0;
}

/**
 * The report's field web vitals from the summed daily histograms (keys metric:page:form:bucket):
 * per metric, page and device, the samples, the 75th percentile and the good and poor shares
 * (below the good threshold; from the poor threshold up: both are bucket edges).
 */
export function webVitalsOf(rows: readonly { key: string; value: number }[]): WebVitalRow[] {
  const groups = new Map<string, { metric: WebVitalMetric; page: string; form: string; counts: number[] }>();
  for (const { key, value } of rows) {
    const [metric, page = '', form = '', bucket = ''] = key.split(':');
    if (!(WEB_VITAL_METRICS as readonly string[]).includes(metric ?? '')) continue;
    const edges = WEB_VITAL_BUCKET_EDGES[metric as WebVitalMetric];
    const index = Number(bucket);
    if (!Number.isInteger(index) || index < 0 || index > edges.length) continue;
    const id = `${metric}:${page}:${form}`;
    const group = groups.get(id) ?? {
      metric: metric as WebVitalMetric,
      page,
      form,
      counts: Array.from({ length: edges.length + 1 }, () => 0),
    };
    group.counts[index]! += value;
    groups.set(id, group);
  }
  const order = (list: readonly string[], item: string) => {
    const at = list.indexOf(item);
    return at === -1 ? list.length : at;
  };
  return [...groups.values()]
    .map(({ metric, page, form, counts }) => {
      const edges = WEB_VITAL_BUCKET_EDGES[metric];
      const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
      const samples = counts.reduce((a, b) => a + b, 0);
      const goodCount = counts.slice(0, edges.indexOf(good) + 1).reduce((a, b) => a + b, 0);
      const poorCount = counts.slice(edges.indexOf(poor) + 1).reduce((a, b) => a + b, 0);
      return {
        metric,
        page,
        form,
        samples,
        p75: percentileOf(counts, edges),
        good: samples === 0 ? 0 : goodCount / samples,
        poor: samples === 0 ? 0 : poorCount / samples,
      };
    })
    .sort(
      (a, b) =>
        order(WEB_VITAL_PAGES, a.page) - order(WEB_VITAL_PAGES, b.page) ||
        order(WEB_VITAL_FORMS, a.form) - order(WEB_VITAL_FORMS, b.form) ||
        order(WEB_VITAL_METRICS, a.metric) - order(WEB_VITAL_METRICS, b.metric),
    );
}
