// The part of jsdom (a dev dependency through Vitest, without bundled types) the build uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: Window & typeof globalThis;
  }
}
