import { data as routeData, useParams, type Params } from 'react-router';
import { idSchema } from '../../api/fields';

/** `:id` from the URL, or a 404 for anything that is not a positive whole number. */
export const readQrId = (params: Params): number => {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw routeData('There is no QR code at this address.', { status: 404 });
  return parsed.data;
};

export const useQrId = (): number => readQrId(useParams());
