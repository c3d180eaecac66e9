/**
 * Issue 29, the document rules on the server: the studio's problem check (POST /validate) and publishing (the server's
 * own check of the text sent) refuse a screen that calls an endpoint with a side effect without the borrower's tap
 * (item 5: an SMS from onLoad), a picture address on this site built from session values and a `save` of the session
 * id to the device (item 10), and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let admin: Browser;
const id = 'customer-service';

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  editor = await server.signIn('ed@hatid.test');
  admin = await server.signIn('ada@hatid.test');
  expect((await admin.post(`/screens/${id}/settings`, { reviewRequired: false })).status).toBe(200);
});
afterAll(() => server.close());

/** The live screen's text with some parts replaced. */
async function changed(parts: Record<string, unknown>): Promise<string> {
  const doc = JSON.parse(String((await editor.get(`/screens/${id}`)).body?.text)) as Record<string, unknown>;
  return JSON.stringify({ ...doc, ...parts }, null, 2) + '\n';
}

/** The text is refused by the studio's check and by a publish, at `pointer` with `message`, and nothing goes live. */
async function refusedEverywhere(text: string, pointer: string, message: RegExp): Promise<void> {
  const checked = await editor.post('/validate', { text, id });
  const problems = (checked.body?.problems ?? []) as { severity: string; pointer: string; message: string }[];
  expect(problems.filter((p) => p.severity === 'error').map((p) => p.pointer)).toContain(pointer);
  expect(problems.find((p) => p.pointer === pointer)?.message).toMatch(message);
  const published = await editor.post(`/screens/${id}/publish`, { text, baseVersion: 0, reason: 'x', target: 'staging' });
  expect(published.status).toBe(422);
  expect(JSON.stringify(published.body?.problems)).toContain(pointer);
  expect((await server.request(`/screens/${id}.json`)).headers.get('X-Screen-Version')).toBe('0');
}

describe('the server refuses what the tap rule refuses (item 5)', () => {
  it('an SMS sent from onLoad', async () => {
    const text = await changed({ onLoad: [{ do: 'call', endpoint: 'promotion.sms', with: { phone: '09171234567' } }] });
    await refusedEverywhere(text, '/onLoad/0', /`promotion\.sms` costs money to send and may only run after the borrower taps/);
  });

  it('an order rating sent when a countdown reaches 0', async () => {
    const rate = { do: 'call', endpoint: 'loanDetails.googleScore', with: {} };
    const text = await changed({ onLoad: [{ do: 'countdown', path: '=state.s', from: 3, onDone: [rate] }] });
    await refusedEverywhere(text, '/onLoad/0/onDone/0', /`loanDetails\.googleScore` changes the borrower's account/);
  });
});

describe('the server refuses session values where they may not go (item 10)', () => {
  it('a same-origin picture address carrying the session id', async () => {
    const text = await changed({ body: [{ type: 'image', src: "='/images/c.gif?sid=' + session.sessionId", alt: 'Promo' }] });
    await refusedEverywhere(text, '/body/0/src', /a picture's address may not carry the borrower's session values \(it reads `session\.sessionId`\)/);
  });

  it('a save of the session id to device storage', async () => {
    const keep = { do: 'save', key: 'sid', value: '=query.sessionId', keep: 'device' };
    const text = await changed({ onLoad: [keep] });
    await refusedEverywhere(text, '/onLoad/0/value', /`save` may not keep the borrower's session values on the device/);
  });
});

describe('the server refuses mistakes the checks can prove (issue 34 item 2)', () => {
  it('a visible rule never true in its switch case, a misspelt field of data a call put there, an emptied toast', async () => {
    const repay = { type: 'button', id: 'repay', text: 'Repay', visible: "=state.status == '200'" };
    const body = [
      { type: 'switch', id: 'actions', on: '=state.status', cases: { '170|174|180': repay } },
      { type: 'text', id: 'mail', text: '=data.contact.emial' },
      {
        type: 'button',
        id: 'load',
        text: 'Load',
        onTap: [
          { do: 'call', endpoint: 'contact.info', into: '=data.contact' },
          { do: 'toast', text: '' },
        ],
      },
    ];
    const text = await changed({ body, state: { status: '170' } });
    await refusedEverywhere(
      text,
      '/body/0/cases/170|174|180/visible',
      /This rule can never be true here: the widget is drawn only when `state\.status` is 170, 174 or 180/,
    );
    await refusedEverywhere(text, '/body/1/text', /`data\.contact` has no field `emial`; did you mean `data\.contact\.email`\?/);
    await refusedEverywhere(text, '/body/2/onTap/1/text', /The toast action's `text` is empty/);
  });
});
