/** What `npm run lighthouse` (scripts/lighthouse.ts) measures: the routes, the limit pages beside them, and their addresses. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The session parameters a lender's app appends to a borrower page (as in tests/e2e/*.spec.ts). */
const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

/** The protocols a run can serve the pages over: HTTP/1.1 (plain http), HTTP/1.1 over TLS, HTTP/2 (over TLS). */
export type Protocol = 'h1' | 'h1-tls' | 'h2';

const protocolNames: Record<Protocol, string> = { h1: 'HTTP/1.1', 'h1-tls': 'HTTP/1.1 over TLS', h2: 'HTTP/2' };

/** A protocol's name for people. */
export function protocolName(protocol: Protocol): string {
  return protocolNames[protocol];
}

/** The pages of the same order details screen that are not Hatid's (never shipped), built beside the app by a second build. */
export const limitPages = {
  hand: 'bench/lighthouse/order-hand.html',
  divkit: 'bench/lighthouse/order-divkit.html',
  adaptiveCards: 'bench/lighthouse/order-ac.html',
} as const;

/**
 * One measured page: its label, its path, the route whose example query it takes (`as`), its report name, and whether
 * it is the page `npm run serve` sends (`server`: its HTML holds the first view drawn on the server, issue 31) rather than
 * the static index.html the app draws in.
 */
export interface Measured {
  label: string;
  path: string;
  as?: string;
  screen?: string;
  server?: boolean;
}

/** The label of a route's server-drawn page. */
export const serverDrawn = (label: string) => `${label}, server-drawn`;

/** The measured pages, each with a label; order details and its limit pages first. */
export const measured: Measured[] = [
  { label: 'order details', path: '/loanDetails' },
  { label: 'order details by hand', path: `/${limitPages.hand}`, as: '/loanDetails', screen: 'loan-details-hand' },
  { label: 'order details DivKit', path: `/${limitPages.divkit}`, as: '/loanDetails', screen: 'loan-details-divkit' },
  { label: 'order details AdaptiveCards', path: `/${limitPages.adaptiveCards}`, as: '/loanDetails', screen: 'loan-details-ac' },
  { label: 'instalment repayment', path: '/repaymentByPeriod' },
  { label: 'bank binding', path: '/bindBank' },
  { label: 'complaint entry', path: '/complainPage' },
  { label: 'public home', path: '/' },
  ...[
    ['order details', '/loanDetails', 'loan-details'],
    ['instalment repayment', '/repaymentByPeriod', 'repayment-by-period'],
    ['bank binding', '/bindBank', 'bind-bank'],
    ['complaint entry', '/complainPage', 'complain-page'],
    ['public home', '/', 'site-home'],
  ].map(([label, path, screen]) => ({ label: serverDrawn(label as string), path: path as string, screen: `${screen}-ssr`, server: true })),
];

/** One entry of screens/routes.json. */
export interface RouteEntry {
  path: string;
  screen: string;
  public?: boolean;
  example?: string;
}

/** The routes of screens/routes.json. */
export function readRoutes(root: string): RouteEntry[] {
  return JSON.parse(readFileSync(path.join(root, 'screens/routes.json'), 'utf8')) as RouteEntry[];
}

/** A page's address on a server: its example query, and the session parameters unless the route is public. */
export function address(base: string, entry: RouteEntry): string {
  const query = [entry.example?.replace(/^\?/, ''), entry.public ? '' : session].filter(Boolean).join('&');
  return `${base}${entry.path}${query ? `?${query}` : ''}`;
}

/**
 * The pages `--only` picks (all when empty): a path equal to or containing one of the given parts (`/`: the home page
 * alone); `ssr` keeps the server-drawn pages, `csr` the others (`--only /loanDetails,ssr`: order details, server-drawn).
 */
export function chooseMeasured(only: string[]): Measured[] {
  const kinds = only.filter((o) => o === 'ssr' || o === 'csr');
  const paths = only.filter((o) => o !== 'ssr' && o !== 'csr');
  return measured.filter(
    (m) =>
      (kinds.length === 0 || kinds.includes(m.server ? 'ssr' : 'csr')) &&
      (paths.length === 0 || paths.some((o) => m.path === o || (o !== '/' && m.path.includes(o)))),
  );
}

/** The protocols of `--protocols h1,h1-tls,h2` (h1 when absent); throws for an unknown one. */
export function parseProtocols(value: string | undefined): Protocol[] {
  const asked = (value ?? 'h1').split(',').filter(Boolean);
  for (const p of asked) if (!(p in protocolNames)) throw new Error(`--protocols takes h1, h1-tls and h2, not ${p}`);
  return [...new Set(asked)] as Protocol[];
}
