/** Site footer (shell spec §2 Footer); filled by the shell issue. */
export function SiteFooter() {
  return null;
}
