import { ADMIN_COPY } from '@growday/contracts/client';
import { forbidden } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminLoginPrompt } from '@/components/admin/admin-controls';
import { getCurrentUser } from '@/lib/server/users';

/**
 * The desk's gate for the analytics pages: a visitor gets the sign-in dialog, a member 403, an
 * admin the page. The API checks the role again on every call.
 */
export async function AdminGate({ title, children }: { title: string; children: () => Promise<ReactNode> }) {
  const user = await getCurrentUser();
  if (!user) {
    return (
      <div className="gd-container gd-admin">
        <h1 className="gd-admin__title">{title}</h1>
        <AdminLoginPrompt />
      </div>
    );
  }
  if (user.role !== 'admin') forbidden();
  return (
    <div className="gd-container gd-admin" data-admin-title={ADMIN_COPY.title}>
      <h1 className="gd-admin__title">{title}</h1>
      {await children()}
    </div>
  );
}
