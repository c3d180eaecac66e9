// @vitest-environment node
/** The pure parts of the memory bench: its route plan and growth (memory-plan.ts) and its heap snapshot reading (memory-snapshot.ts). */
import { describe, expect, it } from 'vitest';
import routes from '../../screens/routes.json';
import {
  borrowerRoutes,
  growthPercent,
  leavesOnLoad,
  navigationPlan,
  routeUrl,
  session,
  toMB,
  withinGrowth,
} from '../../scripts/bench/memory-plan.ts';
import { compareHeaps, groupOf, indexSnapshot, objectBytes, retainerPath, summarize, type RawSnapshot } from '../../scripts/bench/memory-snapshot.ts';

describe('memory plan', () => {
  it('takes the borrower routes of routes.json a plain build ships: never the public ones nor the developer test page', () => {
    const borrower = borrowerRoutes(routes);
    expect(borrower.length).toBeGreaterThan(20);
    expect(borrower.some((r) => r.screen === 'test-preview')).toBe(false);
    expect(borrower.some((r) => r.path === '/loanDetails')).toBe(true);
    expect(borrower.some((r) => r.path === '/' || r.path === '/About')).toBe(false);
  });

  it('addresses a route with its example and the session; a hash route from the root path', () => {
    expect(routeUrl({ path: '/bindBank', screen: 'bind-bank', example: '?productId=7' })).toBe(`/bindBank?productId=7&${session}`);
    expect(routeUrl({ path: '#/payway', screen: 'payway', example: '?orderId=1' }, 'userId=1')).toBe('/#/payway?orderId=1&userId=1');
    expect(routeUrl({ path: '/aboutUs', screen: 'about-us' }, 'userId=1')).toBe('/aboutUs?userId=1');
    expect(routeUrl({ path: '/About', screen: 'site-about', public: true })).toBe('/About');
  });

  it('skips a screen that opens another page as it loads, not one that may in a branch', () => {
    expect(leavesOnLoad({ onLoad: [{ do: 'call' }, { do: 'openUrl', url: 'x' }] })).toBe(true);
    expect(leavesOnLoad({ onLoad: [{ do: 'if', then: [{ do: 'openUrl' }] }] })).toBe(false);
    expect(leavesOnLoad({ body: [] })).toBe(false);
    expect(leavesOnLoad(null)).toBe(false);
  });

  it('cycles through the routes from the first and ends on the last, where the warm-up ended', () => {
    expect(navigationPlan(6, 3)).toEqual({ steps: [0, 1, 2, 0, 1, 2], returned: false });
    expect(navigationPlan(4, 3)).toEqual({ steps: [0, 1, 2, 0, 2], returned: true });
    expect(navigationPlan(300, 24).steps).toHaveLength(301);
    expect(navigationPlan(0, 3)).toEqual({ steps: [], returned: false });
  });

  it('measures growth in percent of the start; at most the limit meets it', () => {
    expect(growthPercent(100, 110)).toBeCloseTo(10);
    expect(growthPercent(100, 90)).toBeCloseTo(-10);
    expect(growthPercent(0, 5)).toBeNaN();
    expect(withinGrowth(100, 110)).toBe(true);
    expect(withinGrowth(100, 110.5)).toBe(false);
    expect(withinGrowth(100, 50)).toBe(true);
    expect(withinGrowth(0, 1)).toBe(false);
    expect(toMB(5 * 1024 * 1024 + 10_000)).toBe(5.01);
  });
});

/** root → Store (.items → Item, weak .w → fn); a string nobody holds. */
const raw: RawSnapshot = {
  snapshot: {
    meta: {
      node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
      node_types: [['hidden', 'object', 'code', 'string', 'synthetic']],
      edge_fields: ['type', 'name_or_index', 'to_node'],
      edge_types: [['property', 'element', 'weak']],
    },
  },
  nodes: [4, 0, 1, 0, 1, 1, 1, 3, 100, 2, 1, 2, 5, 40, 0, 2, 3, 7, 500, 0, 3, 4, 9, 16, 0],
  edges: [0, 5, 5, 0, 6, 10, 2, 7, 15],
  strings: ['(root)', 'Store', 'Item', 'fn', 'abc', 'a', 'items', 'w'],
};

describe('memory snapshot', () => {
  const heap = indexSnapshot(raw);

  it('reads nodes and their edges', () => {
    expect(heap.name).toEqual(['(root)', 'Store', 'Item', 'fn', 'abc']);
    expect(heap.type).toEqual(['synthetic', 'object', 'object', 'code', 'string']);
    expect(heap.out[1]).toEqual([
      [2, 'property', 'items'],
      [3, 'weak', 'w'],
    ]);
  });

  it('groups by kind and constructor, strings by kind, and keeps only newer ids when asked', () => {
    expect(groupOf('object', 'Store')).toBe('object: Store');
    expect(groupOf('concatenated string', 'xyz')).toBe('(concatenated string)');
    expect(summarize(heap, 4).map((g) => g.group)).toEqual(['code: fn', 'object: Item', '(string)']);
    expect(summarize(heap)[0]).toEqual({ group: 'code: fn', count: 1, bytes: 500 });
  });

  it('follows strong references from the root, never weak ones', () => {
    expect(retainerPath(heap, 2)).toEqual(['object: Store .a', 'object: Item .items']);
    expect(retainerPath(heap, 3)).toEqual(['(not reachable from the root)']);
  });

  it('counts JS objects without code, and lists what is new in the later heap', () => {
    expect(objectBytes(heap)).toBe(156);
    const lines = compareHeaps(indexSnapshot({ ...raw, nodes: [4, 0, 1, 0, 0, 1, 1, 3, 100, 0], edges: [] }), heap);
    expect(lines[0]).toBe('new objects alive at the end: 3, 556 bytes');
    expect(lines).toContain('retained: object: Item');
  });
});
