/**
 * A page is banner · main · contentinfo: a website screen's leading site headers are drawn before the page's <main>
 * and its trailing site footers after it (a banner or contentinfo landmark inside main is an accessibility error).
 */
import type { WidgetNode } from '../../schemas/generated/types.ts';

/** The body's index ranges: [0, mainStart) goes before main, [mainStart, footStart) inside, [footStart, end) after. */
export interface BodyRanges {
  mainStart: number;
  footStart: number;
}

/** Splits a body into its leading site headers, the main content and its trailing site footers (by index). */
export function bodyRanges(body: readonly WidgetNode[]): BodyRanges {
  let mainStart = 0;
  while (mainStart < body.length && body[mainStart]?.type === 'site-header') mainStart++;
  let footStart = body.length;
  while (footStart > mainStart && body[footStart - 1]?.type === 'site-footer') footStart--;
  return { mainStart, footStart };
}
