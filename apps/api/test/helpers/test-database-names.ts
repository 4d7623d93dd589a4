/** The moment the seeded template was written; seeded posts are dated relative to it. */
export const TEST_NOW = '2026-11-20T03:00:00.000Z';
export const templateName = (seeded: boolean) => (seeded ? 'gd_tpl_seeded' : 'gd_tpl_empty');
