'use client';

import type { CurrentUser } from '@growday/contracts';
import { ProfileForm } from '@growday/ui';
import { useRouter } from 'next/navigation';

/** The profile form; after a save the server-rendered parts (the header's name) render again. */
export function MyPageProfile({ user }: { user: CurrentUser }) {
  const router = useRouter();
  return <ProfileForm user={user} onUpdated={() => router.refresh()} />;
}
