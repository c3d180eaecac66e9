/** The part of jsdom's API the replay worker uses (jsdom ships no types; @types/jsdom is not a dependency). */
declare module 'jsdom' {
  /** A jsdom document and its window. */
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
