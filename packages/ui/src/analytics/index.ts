export {
  createAnalyticsClient,
  type AnalyticsClient,
  type AnalyticsClientDeps,
  type PostAnswer,
} from './analytics-client';
export { analyticsEventOf, type AnalyticsParams } from './content-events';
export { analyticsPlatform, cutPageLocation, microsNow, pageViewOf, privacySignalOn } from './event-fields';
export {
  createRecordingUploader,
  type RecordingChunk,
  type RecordingOptions,
  type RecordingStopReason,
  type RecordingUploader,
  type RecordingUploaderDeps,
} from './recording-uploader';
