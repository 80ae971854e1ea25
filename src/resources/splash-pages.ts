import { getSplashPages } from '../api/splash-pages';
import { COLUMNS } from './columns';
import { listResource } from './define-resource';

/** Splash pages: the API can list them, not create or change them. */
export const splashPages = listResource('splash-pages', getSplashPages, {
  name: { header: COLUMNS.name, value: (splash) => splash.name, kind: 'name' },
  date: { header: COLUMNS.created, value: (splash) => splash.date, kind: 'date' },
});
