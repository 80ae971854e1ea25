import { messageId } from '../../src/lib/message-id.ts';

/** How a message gets its id: the same for the build's transform and for extraction (scripts/i18n.ts). */
export const MESSAGE_OPTIONS = {
  overrideIdFn: (id?: string, defaultMessage?: string) => id || messageId(defaultMessage ?? ''),
  additionalFunctionNames: ['t'],
};
