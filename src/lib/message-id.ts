/**
 * A message's id: a hash (32-bit FNV-1a) of its English. The same English is one message with
 * one translation wherever it appears (a description only helps the translator); a message
 * that must be translated apart says so with an `id` of its own. The build and the extraction
 * give it (scripts/build/message-options.ts); `t` computes it again for a message that travels
 * without one, which most do (ids would add to every page's weight).
 */
export const messageId = (defaultMessage: string): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < defaultMessage.length; index++) {
    hash ^= defaultMessage.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
};
