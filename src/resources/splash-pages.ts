import { getSplashPages } from '../api/splash-pages';
import { listResource } from './define-resource';

/** Splash pages: the API can list them, not create or change them. */
export const splashPages = listResource('splash-pages', getSplashPages, {
  name: { header: 'Name', value: (splash) => splash.name, kind: 'name' },
  date: { header: 'Created', value: (splash) => splash.date, kind: 'date' },
});
