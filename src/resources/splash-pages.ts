import { getSplashPages } from '../api/splash-pages';
import { listResource } from './define-resource';

/** Splash pages: the API can list them, not create or change them. */
export const splashPages = listResource('splash-pages', getSplashPages);
