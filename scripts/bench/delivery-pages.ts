/**
 * The delivery bench's server-drawn pages (issue 31) as a phone asks for them: order details with a session query and
 * with a bucket cookie instead, the code page with one code and with a new code and amount in every request; checked
 * first to carry their first views, then measured as fast as the clients can and handed back for the rows at the
 * target's rate.
 */
import type { ChildProcess } from 'node:child_process';
import type { RateRequest } from './delivery-at-rate.ts';
import { requestBuilder, runCase } from './delivery-row.ts';
import { codeRequests } from './lean-clients.ts';

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';
/** The server-drawn pages asked for: order details (one page per version), the code page (one per code and amount). */
const pages = {
  order: `/loanDetails?productId=7&orderId=5000174&${session}`,
  orderNoDevice: '/loanDetails?productId=7&orderId=5000174&userId=5512',
  cookie: 'hatid-bucket-loan-details=42',
  codeWith: (payCode: string, amount: number) => `/repaymentOfCode?showType=1&payCode=${payCode}&repayAmount=${amount}&${session}`,
  code: '',
};
pages.code = pages.codeWith('HT500017000001', 523400);

/** What is wrong with the pages' answers (a page sent without its first view measures the plain index.html). */
async function checkPages(base: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const [address, headers, expected] of [
    [pages.order, {}, 'Loading your order…'],
    [pages.orderNoDevice, { Cookie: pages.cookie }, 'Loading your order…'],
    [pages.codeWith('HT512345678901', 100), {}, 'HT512345678901'],
  ] as const) {
    const res = await fetch(`${base}${address}`, { headers });
    const html = await res.text();
    if (res.status !== 200 || !html.includes('data-first-view=') || !html.includes(expected))
      wrong.push(
        `${address.split('?')[0]}: ${res.status}, ${html.includes('data-first-view=') ? `without "${expected}"` : 'no first view (npm run build makes the first-view bundle)'}`,
      );
  }
  return wrong;
}

/** The page rows: order details with and without a bucket cookie, the code page with one code and a new one each time. */
export async function runPageCases(
  base: string,
  smoke: boolean,
  amount: number,
  maxSeconds: number,
  connections: number,
  broken: string[],
  server: ChildProcess,
) {
  broken.push(...(await checkPages(base)));
  const pageHeaders = { 'Accept-Encoding': 'gzip, deflate, br' };
  await runCase('warm-up', `${base}${pages.order}`, pageHeaders, smoke ? 50 : 5000, smoke ? 2 : 10, 50);
  // A new code and amount in every request: autocannon's own first request, copied with the new digits written in.
  const builder = requestBuilder(base, pageHeaders);
  const newCode = codeRequests(pages.codeWith, builder);
  // The same requests at the target's rate (after every row as fast as the clients can: those stay as they were run
  // before): new codes from another range, not the ones the row above made the server draw.
  const bytesOf = (address: string, headers: Record<string, string> = {}) => {
    const bytes = requestBuilder(base, { ...pageHeaders, ...headers })(address);
    return () => bytes;
  };
  const atRate: RateRequest[] = [
    { case: 'page: order details (200)', bytes: bytesOf(pages.order), status: 200 },
    { case: 'page: order details, bucket cookie (200)', bytes: bytesOf(pages.orderNoDevice, { Cookie: pages.cookie }), status: 200 },
    { case: 'page: code page, one code (200)', bytes: bytesOf(pages.code), status: 200 },
    {
      case: 'page: code page, a new code each (200)',
      bytes: codeRequests(pages.codeWith, builder, 50_000_000).bytesOf,
      status: 200,
    },
  ];
  const pageRows = [
    await runCase('page: order details (200)', `${base}${pages.order}`, pageHeaders, amount, maxSeconds, connections, undefined, server),
    await runCase(
      'page: order details, bucket cookie (200)',
      `${base}${pages.orderNoDevice}`,
      { ...pageHeaders, Cookie: pages.cookie },
      amount,
      maxSeconds,
      connections,
      undefined,
      server,
    ),
    await runCase('page: code page, one code (200)', `${base}${pages.code}`, pageHeaders, amount, maxSeconds, connections, undefined, server),
    await runCase('page: code page, a new code each (200)', `${base}${pages.code}`, pageHeaders, amount, maxSeconds, connections, newCode, server),
  ];
  return { pageRows, atRate };
}
