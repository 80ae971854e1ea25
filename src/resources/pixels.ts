import {
  createPixel,
  deletePixel,
  getPixels,
  pixelCreateSchema,
  pixelUpdateSchema,
  updatePixel,
} from '../api/pixels';
import { crudMutations, listQuery, pageOfList, resourceKeys } from './define-resource';

const keys = resourceKeys('pixels');
const list = listQuery(keys, getPixels);

/** Tracking pixels: listed, added, renamed or re-tagged, deleted. */
export const pixels = {
  keys,
  queries: { list },
  pages: { list: pageOfList(list) },
  /** Every change touches only the pixel lists. */
  mutations: crudMutations(
    { create: createPixel, update: updatePixel, delete: deletePixel },
    { invalidates: [keys.lists()] },
  ),
  schemas: { create: pixelCreateSchema, update: pixelUpdateSchema },
};
