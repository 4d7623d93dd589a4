'use client';

import dynamic from 'next/dynamic';

// The desk renders one tab per request, so each tab's controls come in chunks of their own
// (issue 13, Bundle budgets): rendered on the server as before, their code loads with the tab that
// shows them instead of every tab's forms loading on every tab. The sections import them from here.

export const AdCreativeForm = dynamic(() => import('./ad-creative-form').then((m) => m.AdCreativeForm));
export const AdInventoryEditor = dynamic(() => import('./ad-inventory-editor').then((m) => m.AdInventoryEditor));
export const CashReverseButton = dynamic(() => import('./cash-reverse-button').then((m) => m.CashReverseButton));
export const CommunityReportDecisionButtons = dynamic(() =>
  import('./community-report-decision-buttons').then((m) => m.CommunityReportDecisionButtons),
);
export const ReportDecisionButtons = dynamic(() =>
  import('./report-decision-buttons').then((m) => m.ReportDecisionButtons),
);
export const SourceForm = dynamic(() => import('./source-form').then((m) => m.SourceForm));
export const SourceRowActions = dynamic(() => import('./source-row-actions').then((m) => m.SourceRowActions));
export const TagRuleForm = dynamic(() => import('./tag-rule-controls').then((m) => m.TagRuleForm));
export const RemoveTagRuleButton = dynamic(() => import('./tag-rule-controls').then((m) => m.RemoveTagRuleButton));
export const TagCurationControls = dynamic(() => import('./tag-curation-controls').then((m) => m.TagCurationControls));

/** Only visitors see it (the sign-in prompt); admins never load it. */
export const AdminLoginPrompt = dynamic(() => import('./admin-login-prompt').then((m) => m.AdminLoginPrompt));
