/** The pure parts of the memory bench (scripts/bench/memory-bench.ts): which routes it visits, in what order, and the growth. */

import { shippedRoutes } from '../test-preview-gate.ts';

/** One entry of screens/routes.json (the fields the bench uses). */
export interface RouteEntry {
  path: string;
  screen: string;
  public?: boolean;
  example?: string;
}

/** The session parameters a lender's app appends to a borrower page (as in scripts/lighthouse.ts and the e2e tests). */
export const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

/** The borrower routes (not public) a plain production build ships (no developer test page), in the order of routes.json. */
export function borrowerRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return shippedRoutes(routes, false).filter((r) => !r.public);
}

/** True when a screen document leaves the app as soon as it loads: an `openUrl` among its onLoad actions (not nested). */
export function leavesOnLoad(doc: unknown): boolean {
  const onLoad = typeof doc === 'object' && doc !== null ? (doc as { onLoad?: unknown }).onLoad : undefined;
  return Array.isArray(onLoad) && onLoad.some((a: unknown) => typeof a === 'object' && a !== null && (a as { do?: unknown }).do === 'openUrl');
}

/**
 * The in-app address of a route with its example query and, for borrower routes, the session. A hash route
 * ("#/payway") gets the root path in front, so a pushState from any page lands on "/#/payway?…" (pushing a bare
 * "#/payway" would keep the current page's path, whose own route matches first).
 */
export function routeUrl(route: RouteEntry, sessionQuery: string = session): string {
  const query = [route.example?.replace(/^\?/, ''), route.public ? '' : sessionQuery].filter(Boolean).join('&');
  const base = route.path.startsWith('#') ? `/${route.path}` : route.path;
  return query ? `${base}?${query}` : base;
}

/**
 * The route indices of `count` navigations through `routes` routes in a row, starting after the last route (where the
 * warm-up cycle ends); when the run would not end on that last route, one more navigation returns to it, so the start
 * and end heap are read on the same screen. `returned` tells whether that extra step was added.
 */
export function navigationPlan(count: number, routes: number): { steps: number[]; returned: boolean } {
  if (routes <= 0 || count <= 0) return { steps: [], returned: false };
  const steps = Array.from({ length: count }, (_, i) => i % routes);
  const returned = steps[steps.length - 1] !== routes - 1;
  return { steps: returned ? [...steps, routes - 1] : steps, returned };
}

/** The growth from `start` to `end` in percent of `start` (NaN when start is not positive). */
export function growthPercent(start: number, end: number): number {
  return start > 0 ? ((end - start) / start) * 100 : NaN;
}

/** True when the heap grew by at most `limitPercent` (a shrinking heap meets it). */
export function withinGrowth(start: number, end: number, limitPercent = 10): boolean {
  const growth = growthPercent(start, end);
  return Number.isFinite(growth) && growth <= limitPercent;
}

/** Bytes as megabytes with two decimals. */
export const toMB = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 100) / 100;
