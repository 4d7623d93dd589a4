'use client';

import { ANALYTICS_COPY, ADMIN_ANALYTICS_PATHS, fillPath } from '@growday/contracts/client';
import { useEffect, useRef, useState } from 'react';

type Status = 'loading' | 'ready' | 'failed';

/**
 * Replays one recording with rrweb-player, both loaded only here: the events come from the admin
 * API (same origin, the admin's cookie), the player's code and styles when this component mounts.
 */
export function RecordingReplay({ recordingId }: { recordingId: string }) {
  const target = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    let player: { $destroy(): void } | null = null;
    (async () => {
      const response = await fetch(fillPath(ADMIN_ANALYTICS_PATHS.adminRecording, { recordingId }), {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`recording ${response.status}`);
      const { data } = (await response.json()) as { data: { events: unknown[] } };
      const [{ default: RrwebPlayer }] = await Promise.all([
        import('rrweb-player'),
        import('rrweb-player/dist/style.css'),
      ]);
      if (!live || !target.current) return;
      target.current.replaceChildren();
      // The Svelte component's $destroy is not in its published types.
      player = new RrwebPlayer({
        target: target.current,
        props: {
          events: data.events as never,
          width: Math.min(960, target.current.clientWidth || 960),
          height: 540,
          autoPlay: true,
          skipInactive: true,
        },
      }) as unknown as { $destroy(): void };
      setStatus('ready');
    })().catch(() => {
      if (live) setStatus('failed');
    });
    return () => {
      live = false;
      player?.$destroy();
    };
  }, [recordingId]);

  return (
    <section
      className="gd-admin__card"
      data-testid="recording-replay"
      data-status={status}
      data-api={ADMIN_ANALYTICS_PATHS.adminRecording}
    >
      {status === 'loading' ? <p className="gd-admin__meta">{ANALYTICS_COPY.recordings.loading}</p> : null}
      {status === 'failed' ? <p role="alert">{ANALYTICS_COPY.recordings.failed}</p> : null}
      <div ref={target} />
    </section>
  );
}
