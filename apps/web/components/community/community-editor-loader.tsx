'use client';

import dynamic from 'next/dynamic';

/** The writing form, rendered in the browser only: its draft lives in localStorage. */
export const CommunityEditorLoader = dynamic(() => import('./community-editor').then((m) => m.CommunityEditor), {
  ssr: false,
});

/** Only visitors see the sign-in prompt instead of the form; members never load it. */
export const CommunityLoginPromptLoader = dynamic(() =>
  import('./community-login-prompt').then((m) => m.CommunityLoginPrompt),
);
