import { resourceKeys } from './resource-keys';

/** The links' query keys, apart from their declaration: campaigns name them without a cycle. */
export const linkKeys = resourceKeys('links');
