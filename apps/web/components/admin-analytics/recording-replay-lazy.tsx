'use client';

import dynamic from 'next/dynamic';

/** The replay shows only once a recording is picked, so the list alone does not carry its code. */
export const RecordingReplay = dynamic(() => import('./recording-replay').then((m) => m.RecordingReplay));
