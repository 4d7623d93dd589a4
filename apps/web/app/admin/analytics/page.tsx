import { ANALYTICS_COPY, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { AdminGate } from '@/components/admin-analytics/admin-gate';
import { AnalyticsDashboard } from '@/components/admin-analytics/analytics-dashboard';
import { AnalyticsNav } from '@/components/admin-analytics/analytics-nav';
import { DateRangeForm } from '@/components/admin-analytics/date-range-form';
import { getAnalyticsReport } from '@/lib/server/analytics';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: ANALYTICS_COPY.analyticsTitle, path: ROUTES.adminAnalytics }),
  robots: { index: false },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/** /admin/analytics: the operators' numbers for a range of KST days (default: the last two weeks). */
export default async function AdminAnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const params = await searchParams;
  return (
    <AdminGate title={ANALYTICS_COPY.analyticsTitle}>
      {async () => {
        const requested = { from: dayParam(params.from), to: dayParam(params.to) };
        const report = await getAnalyticsReport(requested);
        return (
          <>
            <AnalyticsNav current="analytics" />
            <DateRangeForm from={report?.from ?? requested.from ?? ''} to={report?.to ?? requested.to ?? ''} />
            {report ? <AnalyticsDashboard report={report} /> : <p role="alert">{ANALYTICS_COPY.empty}</p>}
          </>
        );
      }}
    </AdminGate>
  );
}
