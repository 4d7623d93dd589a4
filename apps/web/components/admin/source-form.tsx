'use client';

import { ADMIN_COPY, SOURCE_TYPES, type AdminSource, type SourceType } from '@growday/contracts/client';
import { addAdminSource, updateAdminSource } from '@growday/ui';
import { useState, type FormEvent } from 'react';
import { AdminError } from './admin-error';
import { useAdminAction } from './use-admin-action';

const TYPE_LABEL: Record<SourceType, string> = { post: ADMIN_COPY.sources.typePost, news: ADMIN_COPY.sources.typeNews };

const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Add a source (no `source`) or edit one; the API validates and names the field it refuses. */
export function SourceForm({ source, onDone }: { source?: AdminSource; onDone?: () => void }) {
  const copy = ADMIN_COPY.sources;
  const { run, pending, error } = useAdminAction();
  const [name, setName] = useState(source?.name ?? '');
  const [feedUrl, setFeedUrl] = useState(source?.feedUrl ?? '');
  const [type, setType] = useState<SourceType>(source?.type ?? 'post');
  const [tags, setTags] = useState(source?.defaultTags.join(', ') ?? '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { name, feedUrl, type, tags: splitTags(tags) };
    // An edit sends only what changed: a new feed address resets the source's validators and back-off.
    const changed = source && {
      ...(name !== source.name ? { name } : {}),
      ...(feedUrl !== source.feedUrl ? { feedUrl } : {}),
      ...(type !== source.type ? { type } : {}),
      ...(body.tags.join(',') !== source.defaultTags.join(',') ? { tags: body.tags } : {}),
    };
    if (changed && Object.keys(changed).length === 0) {
      onDone?.();
      return;
    }
    const done = await run((api) =>
      source && changed ? updateAdminSource(api, source.id, changed) : addAdminSource(api, body),
    );
    if (!done) return;
    if (!source) {
      setName('');
      setFeedUrl('');
      setTags('');
    }
    onDone?.();
  }

  const prefix = source ? `gd-source-${source.id}` : 'gd-source-new';
  return (
    <form className="gd-admin__form" onSubmit={submit} aria-label={source ? `${copy.edit} ${source.name}` : copy.add}>
      <label htmlFor={`${prefix}-name`}>
        {copy.name}
        <input
          id={`${prefix}-name`}
          className="gd-input"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label htmlFor={`${prefix}-feed`}>
        {copy.feedUrl}
        <input
          id={`${prefix}-feed`}
          className="gd-input"
          type="url"
          required
          value={feedUrl}
          onChange={(e) => setFeedUrl(e.target.value)}
        />
      </label>
      <label htmlFor={`${prefix}-type`}>
        {copy.type}
        <select
          id={`${prefix}-type`}
          className="gd-input"
          value={type}
          onChange={(e) => setType(e.target.value as SourceType)}
        >
          {SOURCE_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${prefix}-tags`}>
        {copy.tags}
        <input id={`${prefix}-tags`} className="gd-input" value={tags} onChange={(e) => setTags(e.target.value)} />
      </label>
      <div className="gd-admin__actions">
        <button type="submit" className="gd-button gd-button--primary gd-button--small" disabled={pending}>
          {source ? copy.save : copy.add}
        </button>
        {source && onDone ? (
          <button type="button" className="gd-button gd-button--small" onClick={onDone}>
            {copy.cancel}
          </button>
        ) : null}
      </div>
      <AdminError message={error} />
    </form>
  );
}
