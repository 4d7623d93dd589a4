'use client';

import * as COPY from '@growday/contracts/copy';
import { Modal } from '@growday/ui';
import { SideMenu, type SideMenuData } from './side-menu';

/** The mobile category menu's dialog: the side menu with every folder open (SH-CAT-02). */
export default function CategoryMenuDialog({
  open,
  onClose,
  data,
}: {
  open: boolean;
  onClose: () => void;
  data: SideMenuData;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={COPY.header.categories}
      hideButtons
      showCloseButton
      className="gd-category-menu"
    >
      <SideMenu data={data} forceOpen idPrefix="gd-category-menu" />
    </Modal>
  );
}
