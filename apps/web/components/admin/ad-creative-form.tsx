'use client';

import {
  ADMIN_COPY,
  AD_CHANNELS,
  KST_UTC_OFFSET,
  type AdChannel,
  type AdminAdCreative,
  type AdminAdCreativeBody,
} from '@growday/contracts/client';
import { addAdminAdCreative, ApiError, endAdminAdCreative, updateAdminAdCreative, useHost } from '@growday/ui';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { AdminError } from './admin-error';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An ISO time as a datetime-local value in Korea time, the same on the server and in any browser. */
const toKstInput = (iso: string) => new Date(Date.parse(iso) + KST_OFFSET_MS).toISOString().slice(0, 16);
/** A datetime-local value read as Korea time, as ISO 8601 with its offset (what the API takes). */
const fromKstInput = (value: string) => `${value}:00${KST_UTC_OFFSET}`;

const splitGroups = (text: string) =>
  text
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);

/** A new creative starts as a house ad for every channel under `default`, for 30 days from the hour. */
function blank(): AdminAdCreative {
  const start = new Date();
  start.setUTCMinutes(0, 0, 0);
  return {
    id: 0,
    title: '',
    image: '',
    targetUrl: '',
    channels: [...AD_CHANNELS],
    keywordGroups: ['default'],
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    live: false,
    impressions: 0,
    clicks: 0,
  };
}

/**
 * One house-ad creative as a form (or a new one): saved with PUT (POST for a new one), stopped
 * with the end action. The API validates; a refused field shows its message, which names it.
 */
export function AdCreativeForm({ creative }: { creative: AdminAdCreative | null }) {
  const copy = ADMIN_COPY.creatives;
  const { apiClient } = useHost();
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [initial] = useState(() => creative ?? blank());
  const [title, setTitle] = useState(initial.title);
  const [image, setImage] = useState(initial.image);
  const [targetUrl, setTargetUrl] = useState(initial.targetUrl);
  const [channels, setChannels] = useState<AdChannel[]>(initial.channels);
  const [groups, setGroups] = useState(initial.keywordGroups.join(', '));
  const [startsAt, setStartsAt] = useState(toKstInput(initial.startsAt));
  const [endsAt, setEndsAt] = useState(toKstInput(initial.endsAt));
  const fieldId = useId();
  const pending = running || refreshing;

  async function run(change: () => Promise<unknown>, reset = false) {
    setRunning(true);
    setError(null);
    try {
      await change();
      if (reset) {
        const next = blank();
        setTitle(next.title);
        setImage(next.image);
        setTargetUrl(next.targetUrl);
      }
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? failure.message : ADMIN_COPY.failed);
    } finally {
      setRunning(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!startsAt || !endsAt) {
      setError(copy.badDate);
      return;
    }
    const body: AdminAdCreativeBody = {
      title,
      image,
      targetUrl,
      // In the order the contract lists them, whatever order they were ticked in.
      channels: AD_CHANNELS.filter((c) => channels.includes(c)),
      keywordGroups: splitGroups(groups),
      startsAt: fromKstInput(startsAt),
      endsAt: fromKstInput(endsAt),
    };
    void run(
      () => (creative ? updateAdminAdCreative(apiClient, creative.id, body) : addAdminAdCreative(apiClient, body)),
      !creative,
    );
  }

  const id = (name: string) => `${fieldId}-${name}`;
  return (
    <form
      className="gd-admin__card gd-admin__form"
      data-testid="admin-ad-creative"
      data-creative-id={creative?.id ?? 'new'}
      aria-label={creative ? copy.heading(creative.id, creative.title) : copy.newTitle}
      onSubmit={submit}
    >
      <h3 className="gd-admin__subtitle">
        {creative ? copy.heading(creative.id, creative.title) : copy.newTitle}
        {creative ? (
          <>
            {' '}
            <span className="gd-admin__badge" data-live={creative.live || undefined}>
              {creative.live ? copy.live : copy.off}
            </span>{' '}
            <span className="gd-admin__meta">{copy.stats(creative.impressions, creative.clicks)}</span>
          </>
        ) : null}
      </h3>
      <label htmlFor={id('title')}>
        {copy.titleField}
        <input
          id={id('title')}
          className="gd-input"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
      </label>
      <label htmlFor={id('image')}>
        {copy.image}
        <input
          id={id('image')}
          className="gd-input"
          value={image}
          onChange={(e) => setImage(e.target.value)}
          required
        />
      </label>
      <label htmlFor={id('target')}>
        {copy.targetUrl}
        <input
          id={id('target')}
          className="gd-input"
          value={targetUrl}
          onChange={(e) => setTargetUrl(e.target.value)}
          required
        />
      </label>
      <fieldset className="gd-admin__channels">
        <legend>{copy.channels}</legend>
        {AD_CHANNELS.map((channel) => (
          <label key={channel}>
            <input
              type="checkbox"
              checked={channels.includes(channel)}
              onChange={(e) =>
                setChannels((current) =>
                  e.target.checked ? [...current, channel] : current.filter((c) => c !== channel),
                )
              }
            />
            {channel}
          </label>
        ))}
      </fieldset>
      <label htmlFor={id('groups')}>
        {copy.keywordGroups}
        <input id={id('groups')} className="gd-input" value={groups} onChange={(e) => setGroups(e.target.value)} />
      </label>
      <label htmlFor={id('starts')}>
        {copy.startsAt}
        <input
          id={id('starts')}
          className="gd-input"
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          required
        />
      </label>
      <label htmlFor={id('ends')}>
        {copy.endsAt}
        <input
          id={id('ends')}
          className="gd-input"
          type="datetime-local"
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          required
        />
      </label>
      <div className="gd-admin__actions">
        <button type="submit" className="gd-button gd-button--small" disabled={pending}>
          {creative ? copy.save : copy.add}
        </button>
        {creative?.live ? (
          <button
            type="button"
            className="gd-button gd-button--small gd-button--danger"
            disabled={pending}
            onClick={() => {
              if (!window.confirm(copy.confirmEnd(creative.title))) return;
              void run(() => endAdminAdCreative(apiClient, creative.id));
            }}
          >
            {copy.end}
          </button>
        ) : null}
      </div>
      <AdminError message={error} />
    </form>
  );
}
