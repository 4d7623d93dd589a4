'use client';

import dynamic from 'next/dynamic';

/** The chart library loads with this page only, after the numbers (the tables) are on screen. */
export const DailyChart = dynamic(() => import('./daily-chart').then((m) => m.DailyChart), { ssr: false });
export const PagesChart = dynamic(() => import('./daily-chart').then((m) => m.PagesChart), { ssr: false });
