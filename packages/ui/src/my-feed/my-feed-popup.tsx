'use client';

import * as COPY from '@growday/contracts/copy';
import { MY_FEED_POPUP_WIDTH_PX, type TagGroup } from '@growday/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useHost } from '../host/host-provider';
import { Modal } from '../interaction/modal';
import { TabBar } from '../interaction/tab-bar';
import { followedTagsOptions, saveMyFeedSelection, tagGroupsOptions } from '../queries/my-feed';
import {
  countInGroup,
  isGroupAllSelected,
  saveBody,
  selectionFromFollowed,
  setGroupAll,
  toggleTag,
  type TagSelection,
} from './selection';
import styles from './my-feed-popup.module.css';

export interface MyFeedPopupViewProps {
  status: 'loading' | 'error' | 'ready';
  groups: readonly TagGroup[];
  selection: TagSelection;
  /** The group whose tags the grid shows; the first group when null. */
  activeGroupId: number | null;
  saving: boolean;
  onTab: (groupId: number) => void;
  onToggleTag: (tagId: number) => void;
  onToggleAll: (group: TagGroup, on: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
  /** Prefix of the tab panel's id (one popup per page, but ids must stay unique). */
  idPrefix?: string;
}

/**
 * The popup's content without behaviour: a tab per tag group with its chosen count, the current
 * group's all-tags toggle and tag grid, then cancel and save.
 */
export function MyFeedPopupView({
  status,
  groups,
  selection,
  activeGroupId,
  saving,
  onTab,
  onToggleTag,
  onToggleAll,
  onSave,
  onCancel,
  idPrefix = 'gd-my-feed',
}: MyFeedPopupViewProps) {
  const active = groups.find((group) => group.id === activeGroupId) ?? groups[0];
  const panelId = `${idPrefix}-panel`;
  let body;
  if (status === 'loading') {
    body = (
      <p className={styles.message} role="status">
        {COPY.myFeedPopup.loading}
      </p>
    );
  } else if (status === 'error' || !active) {
    body = <p className={styles.message}>{COPY.myFeedPopup.loadFailed}</p>;
  } else {
    const allOn = isGroupAllSelected(active, selection);
    body = (
      <>
        <TabBar
          items={groups.map((group) => {
            const count = countInGroup(group, selection);
            return {
              value: String(group.id),
              label: (
                <>
                  {group.name}{' '}
                  <span className={styles.count} data-count={count} data-testid="my-feed-tab-count">
                    {count}
                  </span>
                </>
              ),
            };
          })}
          value={String(active.id)}
          onChange={(value) => onTab(Number(value))}
          aria-label={COPY.myFeedPopup.groupTabs}
          panelId={panelId}
        />
        <div id={panelId} role="tabpanel" className={styles.panel} data-group-id={active.id}>
          <label className={styles.all}>
            <input type="checkbox" role="switch" checked={allOn} onChange={() => onToggleAll(active, !allOn)} />
            <span>{COPY.myFeedPopup.selectAll}</span>
          </label>
          <ul className={styles.grid} data-testid="my-feed-grid">
            {active.tags.map((tag) => {
              const chosen = selection.has(tag.id);
              return (
                <li key={tag.id}>
                  <label className={styles.tag} data-selected={chosen || undefined}>
                    <input type="checkbox" checked={chosen} onChange={() => onToggleTag(tag.id)} />
                    <span>{tag.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      </>
    );
  }
  return (
    <div className={styles.body}>
      {body}
      <div className={styles.buttons}>
        <button type="button" className="gd-button" onClick={onCancel}>
          {COPY.myFeedPopup.cancel}
        </button>
        <button
          type="button"
          className="gd-button gd-button--primary"
          onClick={onSave}
          disabled={status !== 'ready' || saving}
        >
          {COPY.myFeedPopup.save}
        </button>
      </div>
    </div>
  );
}

export interface MyFeedPopupProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in viewer: the save body's viewerId and the followed-tags cache entry. */
  viewerId: number;
}

/**
 * The My Feed popup (shell spec §2): a 750 px modal (SH-MYFEED-02) that opens with the followed
 * tags chosen, and saves the whole chosen set. Saving closes it; a failed save leaves it open
 * without a message (SH-MYFEED-13, SH-MYFEED-14).
 */
export function MyFeedPopup({ open, onClose, viewerId }: MyFeedPopupProps) {
  const { apiClient } = useHost();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const groups = useQuery({ ...tagGroupsOptions(apiClient), enabled: open });
  const followed = useQuery({ ...followedTagsOptions(apiClient, viewerId), enabled: open });

  // The user's edits; null until the first one, so the popup shows the followed set as it loads.
  const [edited, setEdited] = useState<TagSelection | null>(null);
  const [activeGroupId, setActiveGroupId] = useState<number | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    // Each opening starts again from the saved set: cancel discards the edits.
    if (open) {
      setEdited(null);
      setActiveGroupId(null);
    }
  }

  const save = useMutation({
    mutationFn: (selection: TagSelection) =>
      saveMyFeedSelection({ api: apiClient, queryClient, body: saveBody(selection, viewerId), onSaved: onClose }),
  });

  const selection: TagSelection = edited ?? (followed.data ? selectionFromFollowed(followed.data) : new Set());
  const status =
    groups.status === 'error'
      ? 'error'
      : groups.status === 'success' && followed.status === 'success'
        ? 'ready'
        : 'loading';

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={COPY.myFeedPopup.title}
      hideButtons
      showCloseButton
      width={MY_FEED_POPUP_WIDTH_PX}
    >
      <MyFeedPopupView
        status={status}
        groups={groups.data ?? []}
        selection={selection}
        activeGroupId={activeGroupId}
        saving={save.isPending}
        onTab={setActiveGroupId}
        onToggleTag={(tagId) => setEdited(toggleTag(selection, tagId))}
        onToggleAll={(group, on) => setEdited(setGroupAll(group, selection, on))}
        onSave={() => save.mutate(selection)}
        onCancel={onClose}
        idPrefix={idPrefix}
      />
    </Modal>
  );
}
