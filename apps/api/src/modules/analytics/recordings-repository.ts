import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { RECORDING_MAX_BYTES, type IngestRecordingBody, type RecordingSummary } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessionRecordingChunks, sessionRecordings } from '../../db/schema';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export interface RecordingsRepository {
  /** Store one chunk compressed; `cut` once the recording holds RECORDING_MAX_BYTES. */
  addChunk(body: IngestRecordingBody, userId: number | null): Promise<{ stored: boolean; cut: boolean }>;
  list(limit: number): Promise<RecordingSummary[]>;
  /** The recording and its rrweb events in chunk order, or null. */
  events(id: string): Promise<{ recording: RecordingSummary; events: unknown[] } | null>;
  /** Delete recordings whose last chunk came before the cutoff; returns how many. */
  deleteBefore(cutoff: Date): Promise<number>;
}

type Row = typeof sessionRecordings.$inferSelect;
const summary = (r: Row): RecordingSummary => ({
  id: r.id,
  webSessionId: r.webSessionId,
  userId: r.userId,
  startedAt: r.startedAt.toISOString(),
  lastAt: r.lastAt.toISOString(),
  chunks: r.chunks,
  bytes: r.bytes,
  cut: r.cut,
});

/**
 * Session recordings, stored as gzip-compressed JSON chunks (rrweb's events repeat the same DOM
 * text and compress about tenfold). A recording stops growing at RECORDING_MAX_BYTES of JSON:
 * the chunk that would pass it and every later one are not kept, the recording is marked cut,
 * and the answer says so, so the recorder stops sending.
 */
export function createRecordingsRepository(db: Db, clock: Clock): RecordingsRepository {
  return {
    async addChunk(body, userId) {
      const json = JSON.stringify(body.events);
      const bytes = Buffer.byteLength(json);
      const data = await gzipAsync(json);
      const now = clock.now();
      return db.transaction(async (tx) => {
        await tx
          .insert(sessionRecordings)
          .values({ id: body.recording_id, webSessionId: body.web_session_id, userId, startedAt: now, lastAt: now })
          .onConflictDoNothing();
        // The row lock orders concurrent chunks of one recording, so the byte cap holds under concurrency.
        const [recording] = await tx
          .select()
          .from(sessionRecordings)
          .where(eq(sessionRecordings.id, body.recording_id))
          .for('update');
        // A recording belongs to the browser session that opened it; another session's chunk is refused.
        if (!recording || recording.webSessionId !== body.web_session_id) return { stored: false, cut: false };
        if (recording.cut) return { stored: false, cut: true };
        if (recording.bytes + bytes > RECORDING_MAX_BYTES) {
          await tx
            .update(sessionRecordings)
            .set({ cut: true, lastAt: now })
            .where(eq(sessionRecordings.id, recording.id));
          return { stored: false, cut: true };
        }
        const inserted = await tx
          .insert(sessionRecordingChunks)
          .values({ recordingId: recording.id, seq: body.seq, data, receivedAt: now })
          .onConflictDoNothing()
          .returning({ seq: sessionRecordingChunks.seq });
        if (inserted.length === 0) return { stored: false, cut: false }; // a resent chunk
        await tx
          .update(sessionRecordings)
          .set({
            chunks: sql`${sessionRecordings.chunks} + 1`,
            bytes: sql`${sessionRecordings.bytes} + ${bytes}`,
            lastAt: now,
            userId: recording.userId ?? userId,
          })
          .where(eq(sessionRecordings.id, recording.id));
        return { stored: true, cut: false };
      });
    },

    async list(limit) {
      const rows = await db.select().from(sessionRecordings).orderBy(desc(sessionRecordings.lastAt)).limit(limit);
      return rows.map(summary);
    },

    async events(id) {
      const [recording] = await db.select().from(sessionRecordings).where(eq(sessionRecordings.id, id));
      if (!recording) return null;
      const chunks = await db
        .select({ data: sessionRecordingChunks.data })
        .from(sessionRecordingChunks)
        .where(eq(sessionRecordingChunks.recordingId, id))
        .orderBy(asc(sessionRecordingChunks.seq));
      const events: unknown[] = [];
      for (const chunk of chunks) {
        events.push(...(JSON.parse((await gunzipAsync(chunk.data)).toString('utf8')) as unknown[]));
      }
      return { recording: summary(recording), events };
    },

    async deleteBefore(cutoff) {
      const deleted = await db
        .delete(sessionRecordings)
        .where(and(lt(sessionRecordings.lastAt, cutoff)))
        .returning({ id: sessionRecordings.id });
      return deleted.length;
    },
  };
}
