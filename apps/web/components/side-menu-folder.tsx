'use client';

import * as COPY from '@growday/contracts/copy';
import { ChevronDownIcon } from '@growday/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';

export interface SideMenuFolderProps {
  /** The folder's key (my, or the group's ename): its test id and storage key. */
  folderKey: string;
  title: string;
  /** The title's link (tag groups, SH-SIDE-08); without one the title is a button. */
  titleHref?: string;
  open: boolean;
  /** Title click: opens this folder and closes the others (SH-SIDE-12). */
  onTitleClick: () => void;
  /** Arrow click: toggles this folder (SH-SIDE-13). */
  onToggle: () => void;
  /** Extra header control (the My Feed plus). */
  action?: ReactNode;
  idPrefix: string;
  children: ReactNode;
}

/** One collapsible folder of the side menu; its content scrolls past 300 px (SH-SIDE-09). */
export function SideMenuFolder({
  folderKey,
  title,
  titleHref,
  open,
  onTitleClick,
  onToggle,
  action,
  idPrefix,
  children,
}: SideMenuFolderProps) {
  const contentId = `${idPrefix}-folder-${folderKey}`;
  return (
    <section className="gd-side-folder" data-folder={folderKey} data-open={open ? 'true' : 'false'}>
      <div className="gd-side-folder__head">
        {titleHref ? (
          <Link href={titleHref} prefetch={false} className="gd-side-folder__title" onClick={onTitleClick}>
            {title}
          </Link>
        ) : (
          <button type="button" className="gd-side-folder__title" onClick={onTitleClick}>
            {title}
          </button>
        )}
        {action}
        <button
          type="button"
          className="gd-side-folder__arrow"
          aria-label={COPY.sideMenu.toggleFolder(title)}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onToggle}
        >
          <ChevronDownIcon size={18} />
        </button>
      </div>
      <div id={contentId} className="gd-side-folder__content" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
