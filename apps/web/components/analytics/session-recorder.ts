import { record } from '@rrweb/record';
import { ANALYTICS_PATHS } from '@growday/contracts/client';
import { createRecordingUploader, type RecordingChunk } from '@growday/ui/core';

async function sendChunk(chunk: RecordingChunk): Promise<{ cut?: boolean } | undefined> {
  const response = await fetch(ANALYTICS_PATHS.analyticsRecordings, {
    method: 'POST',
    body: JSON.stringify(chunk),
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    // No keepalive: a keepalive body may not pass 64 KiB, and the first chunk (the full snapshot
    // with its inlined styles) is usually larger.
  });
  return response.ok ? ((await response.json()) as { cut?: boolean }) : undefined;
}

/**
 * Record this tab with rrweb (loaded lazily by AnalyticsProvider): every input masked, passwords
 * and all, with the spec's batching defaults (the uploader). A new recording starts on the first
 * input after one ended idle. Returns the stop function.
 */
export function startSessionRecording(webSessionId: string): () => void {
  let stopRecorder: (() => void) | undefined;
  let ended = false;
  const begin = () => {
    const uploader = createRecordingUploader({
      recordingId: crypto.randomUUID(),
      webSessionId,
      send: sendChunk,
      onStop: (reason) => {
        stopRecorder?.();
        stopRecorder = undefined;
        if (reason === 'idle' && !ended) {
          // Resume with a new recording when the person comes back.
          const resume = () => {
            window.removeEventListener('pointerdown', resume);
            window.removeEventListener('keydown', resume);
            if (!ended) begin();
          };
          window.addEventListener('pointerdown', resume);
          window.addEventListener('keydown', resume);
        }
      },
    });
    stopRecorder =
      record({
        emit: (event) => uploader.add(event as { type: number; data?: unknown }),
        maskAllInputs: true,
        maskTextSelector: '[data-recording-mask]',
        blockSelector: '[data-recording-block]',
      }) ?? undefined;
  };
  begin();
  return () => {
    ended = true;
    stopRecorder?.();
  };
}
