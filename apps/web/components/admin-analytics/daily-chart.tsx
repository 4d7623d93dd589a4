'use client';

import { ANALYTICS_COPY, type AnalyticsReport } from '@growday/contracts/client';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Daily active users and page views (recharts, loaded only on /admin/analytics). */
export function DailyChart({ daily }: { daily: AnalyticsReport['daily'] }) {
  const copy = ANALYTICS_COPY.daily;
  return (
    <div style={{ width: '100%', height: 260 }} data-testid="analytics-daily-chart">
      <ResponsiveContainer>
        <LineChart data={daily} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="activeUsers" name={copy.activeUsers} stroke="#3b82f6" />
          <Line type="monotone" dataKey="pageViews" name={copy.pageViews} stroke="#10b981" />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Page views by page, as bars. */
export function PagesChart({ pages }: { pages: { label: string; views: number }[] }) {
  return (
    <div style={{ width: '100%', height: 200 }} data-testid="analytics-pages-chart">
      <ResponsiveContainer>
        <BarChart data={pages} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="views" name={ANALYTICS_COPY.pages.views} fill="#3b82f6" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
