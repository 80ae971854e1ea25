import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/http';
import { readSentLinkOptions, type SentLinkOptions } from './link-options-sent';
import { links } from './links';

/**
 * What this device knows a link does. The list reports no option (real instances or not), so
 * this is what the editor last read from the instance, over what this device sent.
 */
export type KnownLinkOptions = Pick<
  SentLinkOptions,
  'status' | 'type' | 'pixels' | 'geotarget' | 'devicetarget' | 'languagetarget'
> & { password?: boolean; expiry?: string | null; channels?: number[] };

/** Each link's known options (none when neither the editor nor this device has seen them). */
export const knownLinkOptions = (
  queryClient: QueryClient,
  client: ApiClient,
  scope: string | null,
  ids: readonly number[],
): ReadonlyMap<number, KnownLinkOptions> => {
  const sent = readSentLinkOptions(scope);
  return new Map(
    ids.flatMap((id) => {
      const reported = queryClient.getQueryData(
        links.queries.withOptions(client, id).queryKey,
      )?.options;
      const reportedKnown = reported
        ? Object.fromEntries(Object.entries(reported).filter(([, v]) => v !== undefined))
        : {};
      const mine = sent.get(id);
      const known = {
        ...mine,
        // This device sends one channel; an instance reports the link's channels.
        ...(mine?.channel !== undefined && { channels: [Number(mine.channel)] }),
        ...reportedKnown,
      } as KnownLinkOptions & { channel?: unknown };
      delete known.channel;
      return Object.keys(known).length > 0 ? [[id, known as KnownLinkOptions] as const] : [];
    }),
  );
};
