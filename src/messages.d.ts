// A translator's catalog, compiled by the build (scripts/build/messages-plugin.ts).
declare module '*.json?messages' {
  const catalog: Record<string, import('./lib/message-format').CompiledMessage>;
  export default catalog;
}
declare module '*.json?pseudo' {
  const catalog: Record<string, import('./lib/message-format').CompiledMessage>;
  export default catalog;
}
