import { ANALYTICS_COPY, type AnalyticsReport } from '@growday/contracts/client';
import { formatKstDateTime } from '@growday/ui/core';
import { DailyChart, PagesChart } from './analytics-charts';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
/** A field web vital's value: CLS has no unit, the others are milliseconds. */
const vital = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('ko-KR')} ms`;
const won = (n: number) => n.toLocaleString('ko-KR');

/** The operators' numbers: tables for every figure (readable and testable), charts beside the daily ones. */
export function AnalyticsDashboard({ report }: { report: AnalyticsReport }) {
  const c = ANALYTICS_COPY;
  const pages = report.pageViewsByPage.map((p) => ({ label: c.pageNames[p.pageName] ?? p.pageName, views: p.views }));
  return (
    <div data-testid="analytics-dashboard">
      <p className="gd-admin__meta">{c.computedAt(report.computedAt ? formatKstDateTime(report.computedAt) : null)}</p>

      <h2 className="gd-admin__subtitle">{c.daily.title}</h2>
      {report.daily.length === 0 ? (
        <p className="gd-admin__empty">{c.empty}</p>
      ) : (
        <>
          <DailyChart daily={report.daily} />
          <table className="gd-admin__table" data-testid="analytics-daily">
            <thead>
              <tr>
                <th scope="col">{c.daily.day}</th>
                <th scope="col">{c.daily.activeUsers}</th>
                <th scope="col">{c.daily.pageViews}</th>
              </tr>
            </thead>
            <tbody>
              {report.daily.map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <td>{d.day}</td>
                  <td>{d.activeUsers}</td>
                  <td>{d.pageViews}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h2 className="gd-admin__subtitle">{c.pages.title}</h2>
      {pages.length === 0 ? (
        <p className="gd-admin__empty">{c.empty}</p>
      ) : (
        <>
          <PagesChart pages={pages} />
          <table className="gd-admin__table" data-testid="analytics-pages">
            <tbody>
              {pages.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{p.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h2 className="gd-admin__subtitle">{c.topPosts.title}</h2>
      <table className="gd-admin__table" data-testid="analytics-top-posts">
        <thead>
          <tr>
            <th scope="col">{c.topPosts.post}</th>
            <th scope="col">{c.topPosts.clicks}</th>
          </tr>
        </thead>
        <tbody>
          {report.topPosts.map((p) => (
            <tr key={p.postId}>
              <td>{p.title ?? `#${p.postId}`}</td>
              <td>{p.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="gd-admin__subtitle">{c.search.title}</h2>
      <table className="gd-admin__table" data-testid="analytics-search">
        <thead>
          <tr>
            <th scope="col">{c.search.term}</th>
            <th scope="col">{c.search.searches}</th>
            <th scope="col">{c.search.zeroRate}</th>
          </tr>
        </thead>
        <tbody>
          {report.searchTerms.map((s) => (
            <tr key={s.term} data-term={s.term}>
              <td>{s.term}</td>
              <td>{s.searches}</td>
              <td>{percent(s.zeroResultRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="gd-admin__subtitle">{c.best.title}</h2>
      <table className="gd-admin__table" data-testid="analytics-best">
        <thead>
          <tr>
            <th scope="col">{c.best.event}</th>
            <th scope="col">{c.best.tab}</th>
            <th scope="col">{c.best.count}</th>
          </tr>
        </thead>
        <tbody>
          {report.bestTabs.map((b) => (
            <tr key={`${b.event}:${b.tab}`}>
              <td>{b.event}</td>
              <td>{b.tab}</td>
              <td>{b.count}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="gd-admin__subtitle">{c.ads.title}</h2>
      <dl className="gd-admin__list" data-testid="analytics-ads">
        {/* The server's counts are the billed ones; the browsers' events below are for comparison. */}
        <dt className="gd-admin__meta">{c.ads.countedByServer}</dt>
        <dd />
        <dt>{c.ads.impressions}</dt>
        <dd>{report.ads.impressions}</dd>
        <dt>{c.ads.clicks}</dt>
        <dd>{report.ads.clicks}</dd>
        <dt>{c.ads.ctr}</dt>
        <dd>{percent(report.ads.ctr)}</dd>
        <dt>{c.ads.reported}</dt>
        <dd data-testid="analytics-ads-reported">
          {c.ads.reportedImpressions} {report.adsReported.impressions} · {c.ads.reportedClicks}{' '}
          {report.adsReported.clicks} · {c.ads.reportedFailed} {report.adsReported.failed}
        </dd>
        <dt>{c.ads.cashPaid}</dt>
        <dd>{won(report.cashPaid)}</dd>
      </dl>

      <h2 className="gd-admin__subtitle">{c.webVitals.title}</h2>
      <p className="gd-admin__meta">{c.webVitals.note}</p>
      {report.webVitals.length === 0 ? (
        <p className="gd-admin__empty">{c.empty}</p>
      ) : (
        <table className="gd-admin__table" data-testid="analytics-web-vitals">
          <thead>
            <tr>
              <th scope="col">{c.webVitals.page}</th>
              <th scope="col">{c.webVitals.form}</th>
              <th scope="col">{c.webVitals.metric}</th>
              <th scope="col">{c.webVitals.samples}</th>
              <th scope="col">{c.webVitals.p75}</th>
              <th scope="col">{c.webVitals.good}</th>
              <th scope="col">{c.webVitals.poor}</th>
            </tr>
          </thead>
          <tbody>
            {report.webVitals.map((v) => (
              <tr key={`${v.page}:${v.form}:${v.metric}`} data-vital={`${v.page}:${v.form}:${v.metric}`}>
                <td>{c.webVitals.pages[v.page] ?? v.page}</td>
                <td>{c.webVitals.forms[v.form] ?? v.form}</td>
                <td>{v.metric}</td>
                <td>{v.samples}</td>
                <td>{vital(v.metric, v.p75)}</td>
                <td>{percent(v.good)}</td>
                <td>{percent(v.poor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
