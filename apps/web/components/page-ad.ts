// The page ad in a chunk of its own: ShellFrame loads it only inside the native apps, the one place
// a page ad can show (SH-ADS-03, pageAdScreen), so a browser's pages never download it (issue 13).
export { PageAd } from '@growday/ui';
