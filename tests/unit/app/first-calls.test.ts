// @vitest-environment node
/**
 * The first lender calls a server-drawn page sends before the app has arrived (app/ssr/first-calls.ts writes them,
 * app/first-call.ts fills them in from the page's address): the very request the app's lender clients would send, so the
 * app takes its answer instead of calling again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstRequests } from '../../../app/first-call.ts';
import { firstCalls } from '../../../app/ssr/first-calls.ts';
import { encodeRequest } from '../../../adapters/http/encode-request.ts';
import { endpoints } from '../../../adapters/http/endpoints.ts';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';

const screen = (id: string) => JSON.parse(readFileSync(new URL(`../../../screens/${id}.json`, import.meta.url), 'utf8')) as ScreenDocument;
const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

describe('first calls', () => {
  it('of complaint entry, whose orderId is optional without a default: one case with it, one without, each the request the app sends', async () => {
    const block = await firstCalls(screen('complain-page'));
    const orderId = block.fill.findIndex(([name]) => name === 'orderId');
    expect(block.fill[orderId]).toEqual(['orderId', null]);
    expect(block.calls.map((c) => [c.endpoint, c.only])).toEqual([
      ['complaint.init', [[orderId, true]]],
      ['complaint.init', [[orderId, false]]],
    ]);
    // The app's payload: `orderId: '=params.orderId'`, the field left out when the query has no value for it.
    const app = async (orderId: string | undefined) => (await encodeRequest(endpoints['complaint.init'], { orderId })).data;
    const withOrder = firstRequests(block, `?orderId=2301457&productId=7&${session}`, '');
    expect(withOrder).toHaveLength(1);
    expect(withOrder[0]?.json).toBe(await app('2301457'));
    for (const search of [`?productId=7&${session}`, `?orderId=&${session}`]) {
      const without = firstRequests(block, search, '');
      expect(without, search).toHaveLength(1);
      expect(without[0]?.json, search).toBe(await app(undefined));
    }
    expect(withOrder[0]?.url).toBe(firstRequests(block, `?${session}`, '')[0]?.url);
    // Nothing of the page's query in the block itself.
    expect(JSON.stringify(block)).not.toContain('2301457');
  });

  it('of order details, whose orderId is required: one call, not sent without it', async () => {
    const block = await firstCalls(screen('loan-details'));
    expect(block.calls).toHaveLength(1);
    expect(block.calls[0]?.only).toBeUndefined();
    expect(firstRequests(block, `?productId=7&orderId=5000174&${session}`, '')[0]?.form).toBe('productId=7&orderId=5000174');
    expect(firstRequests(block, `?productId=7&${session}`, '')).toEqual([]);
  });
});
