import { lazy } from 'react';

/**
 * The chart module (recharts, ~105 kB gzip) in its own chunk. Statistics pages show their
 * numbers without it; hovering or focusing a Statistics link starts loading it early.
 */
const loadStatChart = () => import('./stat-chart');

export const LazyStatChart = lazy(async () => ({ default: (await loadStatChart()).StatChart }));

/** Starts fetching the chart chunk (the browser keeps it; a second call costs nothing). */
export const preloadStatChart = (): void => {
  void loadStatChart().catch(() => undefined);
};
