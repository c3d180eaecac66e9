// @vitest-environment node
/**
 * Issue 31: a borrower page's icon is in the page (a data: address, allowed by the CSP's img-src), not a request of its
 * own: Lighthouse's trace had /favicon.svg among the requests ended before every route's LCP, and Lantern charges each
 * of them. The same picture as public/favicon.svg (still the site header's logo), and the same icon on the hand-written
 * limit pages the Lighthouse run compares with, so they differ from the app only by their drawing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const iconOf = (html: string) => /<link rel="icon" href="([^"]*)"/.exec(html)?.[1];

describe("a page's icon", () => {
  it('is public/favicon.svg written into index.html and the limit pages, never an address to fetch', () => {
    const svg = read('public/favicon.svg').trim().replace(/"/g, "'");
    for (const file of ['index.html', 'bench/lighthouse/order-hand.html', 'bench/lighthouse/order-divkit.html', 'bench/lighthouse/order-ac.html']) {
      const icon = iconOf(read(file));
      expect(icon, file).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(icon!.slice('data:image/svg+xml,'.length)), file).toBe(svg);
    }
  });
});
