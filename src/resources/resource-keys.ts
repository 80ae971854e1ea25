/**
 * Query keys of one resource, general → specific (`['links']` ⊃ `['links', 'list']` ⊃ …). Apart
 * from the builders (define-resource.ts) so the shell can name a key without loading them.
 */
export const resourceKeys = <const N extends string>(name: N) => ({
  all: () => [name] as const,
  lists: () => [name, 'list'] as const,
  details: () => [name, 'detail'] as const,
});
