import { getSplashPages } from '../api/splash-pages';
import { listQuery, pageOfList, resourceKeys } from './define-resource';

const keys = resourceKeys('splash-pages');
const list = listQuery(keys, getSplashPages);

/** Splash pages: the API can list them, not create or change them. */
export const splashPages = { keys, queries: { list }, pages: { list: pageOfList(list) } };
