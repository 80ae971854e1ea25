/**
 * A message's id: a hash (32-bit FNV-1a) of its English, and of its description when it has
 * one. The build and the extraction give it (scripts/build/message-options.ts); `t` computes
 * it again for a message that travels without one, which most do (an id costs 1 kB gzip a page).
 */
export const messageId = (defaultMessage: string, description?: string): string => {
  const text = description ? `${defaultMessage}\u0000${description}` : defaultMessage;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
};
