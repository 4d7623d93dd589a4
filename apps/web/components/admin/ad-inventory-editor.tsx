'use client';

import { ADMIN_COPY, type AdInventory, type AdInventoryBody } from '@growday/contracts/client';
import { ApiError, putAdminAdInventory, removeAdminAdInventory, useHost } from '@growday/ui';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { AdminError } from './admin-error';

/** The template a new inventory starts from: one house group on the feed channel. */
const NEW_DEFINITION: AdInventoryBody = {
  appName: 'growday-web',
  project: 'growday',
  screen: 'post-modal',
  location: 'detail-bottom',
  tenant: 'growday',
  mediationGroups: [
    {
      id: 'house',
      ratio: 100,
      firstItem: {
        supplier: 'house',
        supplierUnitId: 'feed',
        format: 'power-link',
        size: '320x100',
        nudgeUnitId: '',
        pageSize: 1,
        keywordGroup: 'default',
      },
    },
  ],
};

const definitionOf = ({ inventoryId: _id, ...body }: AdInventory): AdInventoryBody => body;

/**
 * One inventory as its JSON definition, saved with PUT (or a new one, with its id). A refused
 * definition shows the API's message, which names the field (mediationGroups.0.ratio: ...).
 */
export function AdInventoryEditor({ inventory }: { inventory: AdInventory | null }) {
  const copy = ADMIN_COPY.ads;
  const { apiClient } = useHost();
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [id, setId] = useState(inventory?.inventoryId ?? '');
  const [text, setText] = useState(() => JSON.stringify(inventory ? definitionOf(inventory) : NEW_DEFINITION, null, 2));
  const fieldId = useId();
  const pending = running || refreshing;

  async function run(change: () => Promise<unknown>) {
    setRunning(true);
    setError(null);
    try {
      await change();
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? failure.message : ADMIN_COPY.failed);
    } finally {
      setRunning(false);
    }
  }

  function save() {
    let body: AdInventoryBody;
    try {
      body = JSON.parse(text) as AdInventoryBody;
    } catch {
      setError(copy.notJson);
      return;
    }
    void run(() => putAdminAdInventory(apiClient, id.trim(), body));
  }

  return (
    <form
      className="gd-admin__card gd-admin__form"
      data-testid="admin-ad-inventory"
      data-inventory-id={inventory?.inventoryId ?? 'new'}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {inventory ? (
        <h3 className="gd-admin__subtitle">
          {inventory.inventoryId} · {inventory.screen} · {copy.groups(inventory.mediationGroups.length)}
        </h3>
      ) : (
        <>
          <h3 className="gd-admin__subtitle">{copy.newTitle}</h3>
          <label htmlFor={`${fieldId}-id`}>{copy.inventoryId}</label>
          <input id={`${fieldId}-id`} value={id} onChange={(event) => setId(event.target.value)} required />
        </>
      )}
      <label htmlFor={`${fieldId}-json`}>{copy.definition}</label>
      <textarea
        id={`${fieldId}-json`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={12}
        spellCheck={false}
      />
      <div className="gd-admin__actions">
        <button type="submit" className="gd-button gd-button--small" disabled={pending}>
          {inventory ? copy.save : copy.add}
        </button>
        {inventory ? (
          <button
            type="button"
            className="gd-button gd-button--small gd-button--danger"
            disabled={pending}
            onClick={() => {
              if (!window.confirm(copy.confirmRemove(inventory.inventoryId))) return;
              void run(() => removeAdminAdInventory(apiClient, inventory.inventoryId));
            }}
          >
            {copy.remove}
          </button>
        ) : null}
      </div>
      <AdminError message={error} />
    </form>
  );
}
