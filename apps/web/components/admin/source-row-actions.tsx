'use client';

import { ADMIN_COPY, type AdminSource } from '@growday/contracts/client';
import { refetchAdminSource, updateAdminSource } from '@growday/ui';
import { useState } from 'react';
import { AdminError } from './admin-error';
import { SourceForm } from './source-form';
import { useAdminAction } from './use-admin-action';

/** Edit, disable/enable and re-fetch now for one source. */
export function SourceRowActions({ source }: { source: AdminSource }) {
  const copy = ADMIN_COPY.sources;
  const { run, pending, error } = useAdminAction();
  const [editing, setEditing] = useState(false);
  if (editing) return <SourceForm source={source} onDone={() => setEditing(false)} />;
  return (
    <div className="gd-admin__actions">
      <button type="button" className="gd-button gd-button--small" disabled={pending} onClick={() => setEditing(true)}>
        {copy.edit}
      </button>
      <button
        type="button"
        className="gd-button gd-button--small"
        disabled={pending}
        onClick={() => void run((api) => updateAdminSource(api, source.id, { enabled: !source.enabled }))}
      >
        {source.enabled ? copy.disable : copy.enable}
      </button>
      {source.enabled && source.feedUrl ? (
        <button
          type="button"
          className="gd-button gd-button--small"
          disabled={pending}
          onClick={() => void run((api) => refetchAdminSource(api, source.id))}
        >
          {copy.refetch}
        </button>
      ) : null}
      <AdminError message={error} />
    </div>
  );
}
