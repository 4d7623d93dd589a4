'use client';

import * as COPY from '@growday/contracts/copy';
import { MenuIcon } from '@growday/ui';
import { useCategoryMenu } from './category-menu';

/** The header's categories icon: opens the mobile category menu (SH-HDR-08). */
export function ShellCategoriesButton() {
  const menu = useCategoryMenu();
  return (
    <button
      type="button"
      className="gd-icon-button"
      aria-label={COPY.header.categories}
      title={COPY.header.categories}
      aria-haspopup="dialog"
      data-header-icon="categories"
      onClick={menu.open}
    >
      <MenuIcon />
    </button>
  );
}
