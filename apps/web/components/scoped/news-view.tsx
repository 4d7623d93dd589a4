'use client';

// The chunk of news-view-recorder-lazy.tsx: the recorder alone, not the UI package's barrel.
export { NewsViewRecorder } from '@growday/ui';
