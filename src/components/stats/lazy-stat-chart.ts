import { lazy } from 'react';

/**
 * The statistics' pictures in their own chunks: the bar charts (recharts, the heaviest library of the
 * app) and the world map. Statistics pages show their numbers without them; hovering or focusing a
 * Statistics link starts loading them early.
 */
const loadStatChart = () => import('./stat-chart');
const loadWorldMap = () => import('./world-map');

export const LazyStatChart = lazy(async () => ({ default: (await loadStatChart()).StatChart }));
export const LazyWorldMap = lazy(async () => ({ default: (await loadWorldMap()).WorldMap }));

/** Starts fetching the pictures' chunks (the browser keeps them; a second call costs nothing). */
export const preloadStatChart = (): void => {
  void loadStatChart().catch(() => undefined);
  void loadWorldMap().catch(() => undefined);
};
