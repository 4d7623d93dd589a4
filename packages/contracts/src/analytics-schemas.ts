import { z } from 'zod';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_PARAM_STRING,
  ANALYTICS_MAX_PARAMS,
  ANALYTICS_PAGE_NAMES,
  ANALYTICS_PLATFORMS,
  PAGE_VIEW_EVENT,
  WEB_VITAL_EVENT,
  type AnalyticsEventName,
  RECORDING_MAX_EVENTS_PER_CHUNK,
} from './analytics';
import { ANALYTICS_PAGE_LOCATION_MAX_LENGTH } from './constants';
import { WEB_VITAL_MAX_VALUE, WEB_VITAL_METRICS, WEB_VITAL_PAGES } from './web-vitals';

/** Microseconds since the epoch: 16 digits for any date from 2001 to 2286 (SH-ANALYTICS-02). */
const microseconds = z
  .number()
  .int()
  .min(1e15, 'client_event_timestamp must be microseconds since the epoch')
  .max(1e16 - 1, 'client_event_timestamp must be microseconds since the epoch');

const paramValue = z.union([z.string().max(ANALYTICS_MAX_PARAM_STRING), z.number().finite(), z.boolean(), z.null()]);

/** Flat params: short snake_case keys, scalar values. */
export const analyticsParamsSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'param names are snake_case, at most 40 characters'), paramValue)
  .refine((params) => Object.keys(params).length <= ANALYTICS_MAX_PARAMS, {
    message: `at most ${ANALYTICS_MAX_PARAMS} params per event`,
  });

/** The page_view params the spec names (SH-ANALYTICS-04/05). */
export const pageViewParamsSchema = z.object({
  first_open: z.boolean(),
  page_name: z.enum(ANALYTICS_PAGE_NAMES),
  id: z.string().max(ANALYTICS_MAX_PARAM_STRING),
});

/** supple_web_vital's params: the metric, its value (ms, CLS unitless) and the page load's route. */
export const webVitalParamsSchema = z
  .object({
    metric: z.enum(WEB_VITAL_METRICS),
    value: z.number().finite().min(0),
    page: z.enum(WEB_VITAL_PAGES),
  })
  .strict()
  .superRefine((params, ctx) => {
    const max = WEB_VITAL_MAX_VALUE[params.metric];
    if (params.value > max)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `at most ${max} for ${params.metric}` });
  });

/** The params a named event must have, beyond the general flat params. */
const PARAMS_BY_EVENT: Partial<Record<AnalyticsEventName, z.ZodType>> = {
  [PAGE_VIEW_EVENT]: pageViewParamsSchema,
  [WEB_VITAL_EVENT]: webVitalParamsSchema,
};

/** One event as the browser sends it (field names as the spec writes them). */
export const analyticsEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES),
    supple_user_id: z.string().min(1).max(64),
    client_event_timestamp: microseconds,
    web_session_id: z.uuid(),
    platform: z.enum(ANALYTICS_PLATFORMS),
    page_location: z.string().max(ANALYTICS_PAGE_LOCATION_MAX_LENGTH),
    params: analyticsParamsSchema,
  })
  .strict()
  .superRefine((event, ctx) => {
    const schema = PARAMS_BY_EVENT[event.name];
    if (!schema) return;
    const result = schema.safeParse(event.params);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['params', ...issue.path], message: issue.message });
    }
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST body of ingestEvents. */
export const ingestEventsBodySchema = z
  .object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS_PER_BATCH) })
  .strict();
export type IngestEventsBody = z.infer<typeof ingestEventsBodySchema>;

export const ingestEventsResultSchema = z.object({ accepted: z.number().int() });

/** One rrweb event: only what the server relies on is checked; the rest is stored as sent. */
const rrwebEventSchema = z.looseObject({ type: z.number().int().min(0).max(10), timestamp: z.number() });

/** POST body of ingestRecording: one flushed chunk of a recording, in order (seq from 0). */
export const ingestRecordingBodySchema = z
  .object({
    recording_id: z.uuid(),
    web_session_id: z.uuid(),
    seq: z.number().int().min(0).max(1_000_000),
    events: z.array(rrwebEventSchema).min(1).max(RECORDING_MAX_EVENTS_PER_CHUNK),
  })
  .strict();
export type IngestRecordingBody = z.infer<typeof ingestRecordingBodySchema>;

/** `cut`: the recording reached RECORDING_MAX_BYTES; this chunk was not kept and later ones will not be. */
export const ingestRecordingResultSchema = z.object({ stored: z.boolean(), cut: z.boolean() });

const isoTime = z.iso.datetime({ offset: true });

export const recordingSummarySchema = z.object({
  id: z.uuid(),
  webSessionId: z.uuid(),
  userId: z.number().int().nullable(),
  startedAt: isoTime,
  lastAt: isoTime,
  chunks: z.number().int(),
  bytes: z.number().int(),
  cut: z.boolean(),
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;
export const recordingListSchema = z.object({ items: z.array(recordingSummarySchema) });
export const recordingIdParamsSchema = z.object({ recordingId: z.uuid() });
/** A recording's rrweb events in order, for the player. */
export const recordingEventsSchema = z.object({ recording: recordingSummarySchema, events: z.array(z.unknown()) });

const day = z.iso.date();
export const analyticsReportQuerySchema = z.object({ from: day.optional(), to: day.optional() });

export const analyticsReportSchema = z.object({
  from: day,
  to: day,
  /** When the newest rollup in the range was computed; null when none has run yet. */
  computedAt: isoTime.nullable(),
  daily: z.array(z.object({ day, activeUsers: z.number().int(), pageViews: z.number().int() })),
  pageViewsByPage: z.array(z.object({ pageName: z.string(), views: z.number().int() })),
  topPosts: z.array(z.object({ postId: z.number().int(), title: z.string().nullable(), clicks: z.number().int() })),
  searchTerms: z.array(
    z.object({
      term: z.string(),
      searches: z.number().int(),
      zeroResults: z.number().int(),
      zeroResultRate: z.number(),
    }),
  ),
  bestTabs: z.array(z.object({ event: z.string(), tab: z.string(), count: z.number().int() })),
  /** The ads module's counts (one per served ad shown or clicked): the billed numbers and the CTR. */
  ads: z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.number() }),
  /** What browsers reported (supple_ad_impression, supple_ad_click, ad_failed): for comparison only. */
  adsReported: z.object({ impressions: z.number().int(), clicks: z.number().int(), failed: z.number().int() }),
  cashPaid: z.number().int(),
  /**
   * Field web vitals by page load route and device (supple_web_vital): the 75th percentile read
   * from daily histograms, and the shares of good and poor values (WEB_VITAL_THRESHOLDS).
   */
  webVitals: z.array(
    z.object({
      metric: z.enum(WEB_VITAL_METRICS),
      page: z.string(),
      form: z.string(),
      samples: z.number().int(),
      p75: z.number(),
      good: z.number(),
      poor: z.number(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
