import { ANALYTICS_COPY, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { AdminGate } from '@/components/admin-analytics/admin-gate';
import { AnalyticsNav } from '@/components/admin-analytics/analytics-nav';
import { RecordingReplay } from '@/components/admin-analytics/recording-replay-lazy';
import { RecordingsTable } from '@/components/admin-analytics/recordings-table';
import { getRecordings } from '@/lib/server/analytics';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: ANALYTICS_COPY.recordingsTitle, path: ROUTES.adminRecordings }),
  robots: { index: false },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/recordings: the recorded sessions; `?id=` replays one with rrweb-player. */
export default async function AdminRecordingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, unknown>>;
}) {
  const params = await searchParams;
  const selected = typeof params.id === 'string' && UUID.test(params.id) ? params.id : undefined;
  return (
    <AdminGate title={ANALYTICS_COPY.recordingsTitle}>
      {async () => (
        <>
          <AnalyticsNav current="recordings" />
          {selected ? <RecordingReplay recordingId={selected} /> : null}
          <RecordingsTable items={await getRecordings()} selected={selected} />
        </>
      )}
    </AdminGate>
  );
}
