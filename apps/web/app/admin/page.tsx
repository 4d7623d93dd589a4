import { ADMIN_COPY, ADMIN_TABS, ROUTES, type AdminTab } from '@growday/contracts';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdCreativesSection } from '@/components/admin/ad-creatives-section';
import { AdInventoriesSection } from '@/components/admin/ad-inventories-section';
import { AdminLoginPrompt } from '@/components/admin/admin-controls';
import { AdminTabs } from '@/components/admin/admin-tabs';
import { AuditTable } from '@/components/admin/audit-table';
import { CASH_USER_PARAM, CashLedgerSection } from '@/components/admin/cash-ledger-section';
import { CommunityReportsQueue } from '@/components/admin/community-reports-queue';
import { ReportsQueue } from '@/components/admin/reports-queue';
import { SourcesSection } from '@/components/admin/sources-section';
import { TagsTable } from '@/components/admin/tags-table';
import {
  getAdminAdCreatives,
  getAdminAdInventories,
  getAdminAudit,
  getAdminCashLedger,
  getAdminTags,
  getReportedComments,
  getReportedCommunityPosts,
} from '@/lib/server/admin';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';

/** Always the current state, for the signed-in admin only. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: ADMIN_COPY.title, path: ROUTES.admin }),
  robots: { index: false },
};

const isTab = (value: unknown): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

async function section(tab: AdminTab, params: Record<string, unknown>): Promise<ReactNode> {
  if (tab === 'community') return <CommunityReportsQueue items={(await getReportedCommunityPosts()).items} />;
  if (tab === 'tags') return <TagsTable list={await getAdminTags()} />;
  if (tab === 'cash') {
    const requested = params[CASH_USER_PARAM];
    const user = typeof requested === 'string' && requested.trim() ? requested.trim() : undefined;
    return <CashLedgerSection ledger={await getAdminCashLedger(user)} user={user} />;
  }
  if (tab === 'ads') {
    const [inventories, creatives] = await Promise.all([getAdminAdInventories(), getAdminAdCreatives()]);
    return (
      <>
        <AdInventoriesSection items={inventories} />
        <AdCreativesSection items={creatives} />
      </>
    );
  }
  if (tab === 'audit') return <AuditTable items={(await getAdminAudit()).items} />;
  if (tab === 'sources') return <SourcesSection />;
  return <ReportsQueue items={(await getReportedComments()).items} />;
}

/**
 * /admin, the operator's desk: a visitor gets the sign-in dialog, a member 403, an admin the
 * section `?tab=` names (reports first). The API checks the role again on every call.
 */
export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const user = await getCurrentUser();
  if (!user) {
    return (
      <div className="gd-container gd-admin">
        <h1 className="gd-admin__title">{ADMIN_COPY.title}</h1>
        <AdminLoginPrompt />
      </div>
    );
  }
  if (user.role !== 'admin') forbidden();
  const params = await searchParams;
  const requested = params.tab;
  const tab: AdminTab = isTab(requested) ? requested : 'reports';
  return (
    <div className="gd-container gd-admin">
      <h1 className="gd-admin__title">{ADMIN_COPY.title}</h1>
      <AdminTabs current={tab} />
      <section className="gd-admin__section" aria-label={ADMIN_COPY.sections[tab]}>
        {await section(tab, params)}
      </section>
    </div>
  );
}
