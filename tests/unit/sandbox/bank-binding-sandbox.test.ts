// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseURL, sandboxHarness, type HarnessOptions } from './sandbox-harness.ts';
import { endpoints } from '../../../adapters/http/endpoints.ts';
import { bankFieldRules } from '../../../adapters/sandbox/bank-form-seed.ts';
import { validateBankForm, validateBankFormItem } from '../../../schemas/generated/api-validators.js';

function setup(scenario = 'default', options: HarnessOptions = {}) {
  const { sandbox, api, call, data, get } = sandboxHarness(scenario, options);
  const bindings = async (headers: Record<string, string> = {}) =>
    ((await (await get('/sandbox/bindings', { headers })).json()) as { data: any[] }).data;
  const form = async (productId: string) => (await data<{ items: any[] }>('bindCard.init', { product_id: productId })).items;
  return { sandbox, api, call, data, get, bindings, form };
}

/** A complete product-7 bank-card form: BDO in Makati. */
const bdoCard = {
  cardType: 1,
  channelNumber: '90006',
  bankCardNo: '4215830099991234',
  bankCity: 'MKT',
  salaryDay: 15,
  idNumber: '123456789012',
  product_id: '7',
};
/** A complete product-7 e-wallet form: GCash. */
const gcash = { cardType: 2, walletType: 'GCASH', walletPhone: '09171234567', salaryDay: 30, idNumber: '123456789012', product_id: '7' };

/** The shape of a form: code, category, cardTypeMi, channelNumber and option types of each item. */
const shapeOf = (items: any[]) => items.map((i) => [i.code, i.category, i.cardTypeMi, i.channelNumber, i.note.map((o: { type: unknown }) => o.type)]);

afterEach(() => {
  vi.useRealTimers();
});

describe('catalog', () => {
  it('names the three bank-binding calls: code 0 form posts on client two, not under /published; the saves are idempotent', () => {
    expect(endpoints['bindCard.init']).toMatchObject({
      method: 'POST',
      path: 'bind-card/card-init',
      client: 'two',
      encoding: 'form',
      success: 'zero',
      pick: 'data',
    });
    expect(endpoints['bindCard.save']).toMatchObject({ method: 'POST', path: 'bind-card/bind-card-new', success: 'zero', idempotent: true });
    expect(endpoints['bindCard.saveForOrder']).toMatchObject({ method: 'POST', path: 'bind-card/bind-card-loan', success: 'zero', idempotent: true });
    for (const name of ['bindCard.init', 'bindCard.save', 'bindCard.saveForOrder'] as const) {
      expect((endpoints[name] as { published?: boolean }).published).toBeUndefined();
    }
    expect(endpoints['bindCard.init'].defaultError).toBe('The payment account form could not be loaded. Please try again.');
    expect(endpoints['bindCard.save'].defaultError).toBe('Your payment account could not be saved. Please try again.');
    expect(endpoints['bindCard.saveForOrder'].defaultError).toBe('Your payment account could not be saved. Please try again.');
  });

  it('sends form-encoded posts to the paths as written, with the session query', async () => {
    const { call, sandbox } = setup();
    await call('bindCard.init', { product_id: '7' });
    await call('bindCard.save', bdoCard);
    await call('bindCard.saveForOrder', bdoCard);
    expect(sandbox.requests.map((r) => [r.endpoint, r.path, r.query])).toEqual([
      ['bindCard.init', '/api/bind-card/card-init', { deviceId: 'dev-1', userId: '5512' }],
      ['bindCard.save', '/api/bind-card/bind-card-new', { deviceId: 'dev-1', userId: '5512' }],
      ['bindCard.saveForOrder', '/api/bind-card/bind-card-loan', { deviceId: 'dev-1', userId: '5512' }],
    ]);
    for (const r of sandbox.requests) {
      expect(r.headers['content-type']).toContain('application/x-www-form-urlencoded');
      expect(r.headers.swift).toBe('s-1');
    }
    expect(sandbox.requests[0]?.headers['idempotency-key']).toBeUndefined();
    expect(sandbox.requests[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sandbox.requests[2]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('card-init (the form of each product)', () => {
  it('answers forms that meet the entity schemas, at most 12 items, unique codes, a cardType item first', async () => {
    const { data } = setup();
    for (const productId of ['7', '8', '9']) {
      const answer = await data('bindCard.init', { product_id: productId });
      expect(validateBankForm(answer)).toBe(true);
      const items = answer.items as any[];
      expect(items.every((i) => validateBankFormItem(i))).toBe(true);
      expect(items.length).toBeLessThanOrEqual(12);
      expect(new Set(items.map((i) => i.code)).size).toBe(items.length);
      expect(items[0].code).toBe('cardType');
      for (const i of items) {
        // A keyboard for typed items only; choices for option items only.
        expect(i.inputType === '').toBe(i.category !== 'text');
        expect(i.note.length === 0).toBe(i.category === 'text');
        expect(i.title).not.toBe('');
        expect(i.subtitle).not.toBe('');
        // The lender checks every field it sends (cardType on its own).
        if (i.code !== 'cardType') expect(bankFieldRules[i.code]).toBeDefined();
      }
    }
  });

  it('product 7: bank card or e-wallet; BDO branch city only for 90006; salary day and ID number for both', async () => {
    const items = await setup().form('7');
    expect(shapeOf(items)).toEqual([
      ['cardType', 'enum', 0, undefined, [1, 2]],
      ['channelNumber', 'enum', 1, undefined, ['90006', '90007', '90008', '90009']],
      ['bankCardNo', 'text', 1, undefined, []],
      ['bankCity', 'city', 1, '90006', ['MNL', 'QZN', 'MKT', 'PSG', 'TAG', 'CAL', 'CEB', 'DVO', 'ILO', 'BCD', 'CDO', 'BAG']],
      ['walletType', 'enum', 2, undefined, ['GCASH', 'MAYA', 'SHOPEEPAY']],
      ['walletPhone', 'text', 2, undefined, []],
      ['salaryDay', 'day', 0, undefined, Array.from({ length: 31 }, (_, i) => i + 1)],
      ['idNumber', 'text', 0, undefined, []],
    ]);
    const byCode = Object.fromEntries(items.map((i) => [i.code, i]));
    expect(byCode.cardType.note).toEqual([
      { name: 'Bank card', type: 1 },
      { name: 'E-wallet', type: 2 },
    ]);
    expect(byCode.channelNumber.note.map((o: { name: string }) => o.name)).toEqual([
      'BDO Unibank',
      'BPI',
      'Metrobank',
      'UnionBank of the Philippines',
    ]);
    expect(byCode.walletType.note.map((o: { name: string }) => o.name)).toEqual(['GCash', 'Maya', 'ShopeePay']);
    expect(byCode.salaryDay.note[14]).toEqual({ name: '15', type: 15 });
    expect([byCode.bankCardNo.inputType, byCode.walletPhone.inputType, byCode.idNumber.inputType]).toEqual(['bankCard', 'phone', 'number']);
    expect(byCode.idNumber.subtitle).toBe('Enter your ID number');
    expect(items.every((i) => i.value === '')).toBe(true);
  });

  it('product 8 is e-wallet only (E-wallet chosen at first); product 9 bank card only with the BPI card filled in', async () => {
    const { form } = setup();
    const eight = await form('8');
    expect(shapeOf(eight)).toEqual([
      ['cardType', 'enum', 0, undefined, [2]],
      ['walletType', 'enum', 2, undefined, ['GCASH', 'MAYA', 'SHOPEEPAY']],
      ['walletPhone', 'text', 2, undefined, []],
      ['salaryDay', 'day', 0, undefined, Array.from({ length: 31 }, (_, i) => i + 1)],
    ]);
    expect(eight[0]).toMatchObject({ value: 2, note: [{ name: 'E-wallet', type: 2 }] });

    const nine = await form('9');
    expect(shapeOf(nine)).toEqual([
      ['cardType', 'enum', 0, undefined, [1]],
      ['channelNumber', 'enum', 1, undefined, ['90006', '90007', '90008', '90009']],
      ['bankCardNo', 'text', 1, undefined, []],
      ['bpiAccountType', 'enum', 1, '90007', ['SAVINGS', 'CHECKING']],
      ['idNumber', 'text', undefined, undefined, []],
    ]);
    expect(nine.map((i) => i.value)).toEqual([1, '90007', '5264710098761234', '', '']);
  });

  it('answers unknown products with a failure', async () => {
    const { call } = setup();
    for (const product_id of ['42', '', undefined]) {
      expect(await call('bindCard.init', { product_id })).toEqual({
        ok: false,
        kind: 'business',
        message: 'This product is not available.',
        code: 1,
      });
    }
  });
});

describe('saving a payment account', () => {
  it('saves a bank card: success without data, listed with the exact fields received, and offered for repayment', async () => {
    const { call, data, bindings } = setup();
    expect(await call('bindCard.save', bdoCard)).toEqual({ ok: true, data: null });
    expect(await bindings()).toEqual([
      {
        id: 'BD1',
        productId: '7',
        endpoint: 'bindCard.save',
        orderId: '',
        cardType: 1,
        provider: '90006',
        providerName: 'BDO Unibank',
        accountNo: '4215830099991234',
        payload: {
          deviceId: 'dev-1',
          userId: '5512',
          cardType: '1',
          channelNumber: '90006',
          bankCardNo: '4215830099991234',
          bankCity: 'MKT',
          salaryDay: '15',
          idNumber: '123456789012',
          product_id: '7',
        },
        boundAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
    ]);
    const way = await data('repayment.way', { orderId: '5000170' });
    expect(way.bankCards).toHaveLength(4);
    expect(way.bankCards[3]).toEqual({ id: '3104', bankName: 'BDO Unibank', cardNo: '4215830099991234', bankCode: 'BDO' });
    // The same card again is not added twice.
    await call('bindCard.save', { ...bdoCard, product_id: '9', channelNumber: '90006', bankCity: undefined });
    expect((await data('repayment.way', { orderId: '5000170' })).bankCards).toHaveLength(4);
  });

  it("saves an e-wallet; a new account replaces the product's earlier one", async () => {
    const { call, data, bindings } = setup();
    await call('bindCard.save', bdoCard);
    expect(await call('bindCard.save', gcash)).toEqual({ ok: true, data: null });
    const saved = await bindings();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: 'BD2', productId: '7', cardType: 2, provider: 'GCASH', providerName: 'GCash', accountNo: '09171234567' });
    expect(saved[0].payload).not.toHaveProperty('bankCardNo');
    // Wallets are not bank cards of the repayment way.
    expect((await data('repayment.way', { orderId: '5000170' })).bankCards.map((c: { cardNo: string }) => c.cardNo)).not.toContain('09171234567');
    await call('bindCard.save', { cardType: 2, walletType: 'MAYA', walletPhone: '09981234567', salaryDay: 1, product_id: '8' });
    expect((await bindings()).map((b) => [b.id, b.productId, b.provider])).toEqual([
      ['BD2', '7', 'GCASH'],
      ['BD3', '8', 'MAYA'],
    ]);
  });

  it.each([
    ['no bank', { channelNumber: undefined }, 'Please choose your bank.', 'channelNumber'],
    ['an unknown bank', { channelNumber: '90014' }, 'Please choose a bank from the list.', 'channelNumber'],
    ['no card number', { bankCardNo: '' }, 'Please enter your bank card number.', 'bankCardNo'],
    ['a card number with spaces', { bankCardNo: '4215 8300 9999 1234' }, 'The bank card number can contain digits only.', 'bankCardNo'],
    ['an 11-digit card number', { bankCardNo: '42158300999' }, 'Please enter a bank card number of 12 to 19 digits.', 'bankCardNo'],
    ['a 20-digit card number', { bankCardNo: '42158300999912345678' }, 'Please enter a bank card number of 12 to 19 digits.', 'bankCardNo'],
    ['no branch city for BDO', { bankCity: undefined }, 'Please choose the city of your bank branch.', 'bankCity'],
    ['an unknown city', { bankCity: 'LON' }, 'Please choose a city from the list.', 'bankCity'],
    ['no salary day', { salaryDay: undefined }, 'Please choose your salary day.', 'salaryDay'],
    ['salary day 32', { salaryDay: 32 }, 'Please choose a salary day from 1 to 31.', 'salaryDay'],
    ['no ID number', { idNumber: '' }, 'Please enter your ID number.', 'idNumber'],
    ['an ID number with letters', { idNumber: 'A1234567' }, 'The ID number can contain digits only.', 'idNumber'],
    ['a 5-digit ID number', { idNumber: '12345' }, 'Please enter an ID number of 6 to 20 digits.', 'idNumber'],
    ['card type 3', { cardType: 3 }, 'This account type is not available for this product.', undefined],
    ['another product', { product_id: '12' }, 'This product is not available.', undefined],
  ])('refuses a product-7 bank card with %s (naming the field it is about)', async (_, change, message, field) => {
    const { call, bindings } = setup();
    const refused = { ok: false, kind: 'business', message, code: 1 };
    expect(await call('bindCard.save', { ...bdoCard, ...change })).toEqual(field ? { ...refused, field } : refused);
    expect(await bindings()).toEqual([]);
  });

  it.each([
    ['no e-wallet', { walletType: undefined }, 'Please choose your e-wallet.', 'walletType'],
    ['an unknown e-wallet', { walletType: 'PAYPAL' }, 'Please choose an e-wallet from the list.', 'walletType'],
    ['no mobile number', { walletPhone: '' }, 'Please enter your e-wallet mobile number.', 'walletPhone'],
    ['a mobile number with dashes', { walletPhone: '0917-123-4567' }, 'The mobile number can contain digits only.', 'walletPhone'],
    ['a 10-digit mobile number', { walletPhone: '0917123456' }, 'Please enter an 11-digit mobile number starting with 09.', 'walletPhone'],
    ['a mobile number starting 08', { walletPhone: '08171234567' }, 'Please enter an 11-digit mobile number starting with 09.', 'walletPhone'],
  ])('refuses a product-7 e-wallet with %s (naming the field it is about)', async (_, change, message, field) => {
    expect(await setup().call('bindCard.save', { ...gcash, ...change })).toEqual({ ok: false, kind: 'business', message, code: 1, field });
  });

  it('needs only the items of the chosen card type and bank; others sent along are ignored', async () => {
    const { call, bindings } = setup();
    // BPI: no branch city needed (it belongs to BDO); e-wallet fields sent along do not count.
    const bpi = {
      cardType: 1,
      channelNumber: '90007',
      bankCardNo: '5264710098761234',
      salaryDay: 5,
      idNumber: '998877665544',
      product_id: '7',
      walletPhone: 'x',
    };
    expect(await call('bindCard.save', bpi)).toEqual({ ok: true, data: null });
    // An e-wallet needs no bank fields, even wrong ones.
    expect(await call('bindCard.save', { ...gcash, bankCardNo: '12', channelNumber: 'nope' })).toEqual({ ok: true, data: null });
    expect((await bindings()).map((b) => b.provider)).toEqual(['GCASH']);
  });

  it('product 8 takes e-wallets only and defaults to it; product 9 takes its filled-in BPI card with the account type', async () => {
    const { call, bindings } = setup();
    const wallet = { walletType: 'SHOPEEPAY', walletPhone: '09051234567', salaryDay: 28, product_id: '8' };
    expect(await call('bindCard.save', { ...wallet, cardType: 1, channelNumber: '90006', bankCardNo: '4215830099991234' })).toMatchObject({
      ok: false,
      message: 'This account type is not available for this product.',
    });
    expect(await call('bindCard.save', wallet)).toEqual({ ok: true, data: null });

    const bpi = { cardType: 1, channelNumber: '90007', bankCardNo: '5264710098761234', idNumber: '123456', product_id: '9' };
    expect(await call('bindCard.save', bpi)).toMatchObject({ ok: false, message: 'Please choose your BPI account type.' });
    expect(await call('bindCard.save', { ...bpi, bpiAccountType: 'TIME' })).toMatchObject({
      ok: false,
      message: 'Please choose Savings or Checking.',
    });
    expect(await call('bindCard.save', { ...bpi, cardType: 2, walletType: 'GCASH', walletPhone: '09171234567' })).toMatchObject({
      ok: false,
      message: 'This account type is not available for this product.',
    });
    expect(await call('bindCard.save', { ...bpi, bpiAccountType: 'SAVINGS' })).toEqual({ ok: true, data: null });
    // Another bank needs no BPI account type.
    expect(await call('bindCard.save', { ...bpi, channelNumber: '90008', bankCardNo: '5555444433332222' })).toEqual({ ok: true, data: null });
    expect((await bindings()).map((b) => [b.productId, b.providerName])).toEqual([
      ['8', 'ShopeePay'],
      ['9', 'Metrobank'],
    ]);
  });
});

describe('saving from the order page (saveForOrder)', () => {
  it("stops the order's bind-card dialog (cardNeedPop 0) and records the order", async () => {
    const { call, data, bindings } = setup('order-bind-card');
    expect(await data('loanDetails.detail', { orderId: '5000021' })).toMatchObject({ cardNeedPop: 1, cardPopTitle: 'Bind your bank card' });
    expect(await call('bindCard.saveForOrder', { ...bdoCard, orderId: '5000021' })).toEqual({ ok: true, data: null });
    expect(await data('loanDetails.detail', { orderId: '5000021' })).toMatchObject({ cardNeedPop: 0, cardPopTitle: '', cardPopMsg: '' });
    // Other orders still ask.
    expect((await data('loanDetails.detail', { orderId: '5000170' })).cardNeedPop).toBe(1);
    expect((await bindings())[0]).toMatchObject({ endpoint: 'bindCard.saveForOrder', orderId: '5000021', productId: '7' });
  });

  it('works without an order, and refuses unknown orders and orders of another product', async () => {
    const { call, bindings } = setup('order-bind-card');
    expect(await call('bindCard.saveForOrder', { ...bdoCard, orderId: '42' })).toMatchObject({
      ok: false,
      message: 'This order could not be found.',
    });
    expect(await call('bindCard.saveForOrder', { ...bdoCard, orderId: '5000151' })).toMatchObject({
      ok: false,
      message: 'This order belongs to another loan product.',
    });
    expect(await call('bindCard.saveForOrder', { ...bdoCard, orderId: '' })).toEqual({ ok: true, data: null });
    expect(await bindings()).toEqual([expect.objectContaining({ endpoint: 'bindCard.saveForOrder', orderId: '' })]);
  });

  it('validates the form as bindCard.save does', async () => {
    expect(await setup().call('bindCard.saveForOrder', { ...bdoCard, bankCardNo: '123', orderId: '5000021' })).toMatchObject({
      ok: false,
      message: 'Please enter a bank card number of 12 to 19 digits.',
    });
  });
});

describe('idempotency', () => {
  it('a save retried after its answer was lost is answered from the first attempt: one binding', async () => {
    // Requests: 1 save (answer lost), 2 the retried save.
    const { call, bindings, sandbox } = setup('default', { loseAnswerOf: 1 });
    expect(await call('bindCard.save', bdoCard)).toEqual({
      ok: false,
      kind: 'network',
      message: 'Network error. Please check your connection and try again.',
    });
    expect(await call('bindCard.save', bdoCard)).toEqual({ ok: true, data: null });
    const saves = sandbox.requests.filter((r) => r.endpoint === 'bindCard.save');
    expect(saves).toHaveLength(2);
    expect(saves[1]?.headers['idempotency-key']).toBe(saves[0]?.headers['idempotency-key']);
    expect((await bindings()).map((b) => b.id)).toEqual(['BD1']);
  });

  it('a saveForOrder retried after its answer was lost changes the order once', async () => {
    const { call, data, bindings } = setup('order-bind-card', { loseAnswerOf: 1 });
    const payload = { ...gcash, orderId: '5000170' };
    expect(await call('bindCard.saveForOrder', payload)).toMatchObject({ ok: false, kind: 'network' });
    expect(await call('bindCard.saveForOrder', payload)).toEqual({ ok: true, data: null });
    expect((await bindings()).map((b) => b.id)).toEqual(['BD1']);
    expect((await data('loanDetails.detail', { orderId: '5000170' })).cardNeedPop).toBe(0);
  });

  it('a repeated key replays the stored answer (marked); after a definitive answer the next save is a new request', async () => {
    const { get, call, bindings } = setup();
    const body = new URLSearchParams({
      cardType: '2',
      walletType: 'MAYA',
      walletPhone: '09171234567',
      salaryDay: '9',
      idNumber: '123456',
      product_id: '7',
    });
    const send = () => get('/bind-card/bind-card-new', { method: 'POST', headers: { 'Idempotency-Key': 'k-1' }, body });
    const first = await send();
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await bindings()).map((b) => b.id)).toEqual(['BD1']);
    // The app gives a fresh key to a save after a definitive answer.
    expect(await call('bindCard.save', gcash)).toEqual({ ok: true, data: null });
    expect((await bindings()).map((b) => b.id)).toEqual(['BD2']);
  });
});

describe('bank-binding scenarios', () => {
  it('are listed with descriptions', async () => {
    const { get, sandbox } = setup();
    expect(sandbox.scenarios).toEqual(expect.arrayContaining(['bind-init-fails', 'bind-fails', 'bind-slow']));
    const listed = ((await (await get('/sandbox/scenarios')).json()) as { data: { scenarios: { name: string; description: string }[] } }).data
      .scenarios;
    for (const name of ['bind-init-fails', 'bind-fails', 'bind-slow']) {
      expect(listed.find((s) => s.name === name)?.description).toMatch(/bindCard/);
    }
  });

  it('bind-init-fails: the form cannot be loaded; saving still works', async () => {
    const { call } = setup('bind-init-fails');
    expect(await call('bindCard.init', { product_id: '7' })).toEqual({
      ok: false,
      kind: 'business',
      message: 'The payment account form is under maintenance. Please try again later.',
      code: 1,
    });
    expect(await call('bindCard.save', bdoCard)).toEqual({ ok: true, data: null });
  });

  it('bind-fails: a valid form is refused on both paths, an incomplete one gets its field message; nothing is saved', async () => {
    const { call, data, bindings } = setup('bind-fails');
    expect((await data('bindCard.init', { product_id: '7' })).items).toHaveLength(8);
    const refused = { ok: false, kind: 'business', message: 'This bank account cannot be used. Please choose another one.', code: 1 };
    expect(await call('bindCard.save', bdoCard)).toEqual(refused);
    expect(await call('bindCard.saveForOrder', { ...gcash, orderId: '5000021' })).toEqual(refused);
    expect(await call('bindCard.save', { ...bdoCard, channelNumber: undefined })).toMatchObject({ message: 'Please choose your bank.' });
    expect(await bindings()).toEqual([]);
  });

  it('bind-slow: only the bank-binding calls answer after 3 seconds', async () => {
    vi.useFakeTimers();
    const { get } = setup('bind-slow');
    const post = (path: string, fields: Record<string, string>) =>
      get(path, { method: 'POST', body: new URLSearchParams(fields) }).then((r) => r.json() as Promise<Record<string, unknown>>);
    // Other calls answer at once.
    expect(await post('/v3/personal-center/contact-kf-info', {})).toMatchObject({ success: true });
    for (const [path, fields] of [
      ['/bind-card/card-init', { product_id: '7' }],
      [
        '/bind-card/bind-card-new',
        { cardType: '2', walletType: 'GCASH', walletPhone: '09171234567', salaryDay: '3', idNumber: '123456', product_id: '7' },
      ],
      [
        '/bind-card/bind-card-loan',
        { cardType: '2', walletType: 'GCASH', walletPhone: '09171234567', salaryDay: '3', idNumber: '123456', product_id: '7' },
      ],
    ] as const) {
      let answered = false;
      const pending = post(path, fields).then((b) => ((answered = true), b));
      await vi.advanceTimersByTimeAsync(2900);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(await pending).toMatchObject({ code: 0 });
    }
  });
});

describe('bindings listing', () => {
  it('follows the scenario header and forgets everything on reset', async () => {
    const { call, bindings, sandbox } = setup();
    await call('bindCard.save', bdoCard);
    expect(await bindings({ 'x-sandbox-scenario': 'bind-slow' })).toEqual([]);
    expect(await bindings()).toHaveLength(1);
    sandbox.reset();
    expect(await bindings()).toEqual([]);
    const unknown = await sandbox.fetch(new Request(`${baseURL}/sandbox/bindings`, { headers: { 'x-sandbox-scenario': 'nope' } }));
    expect(unknown.status).toBe(400);
  });

  it('answers under the /published prefix as well', async () => {
    const { get } = setup();
    const res = await get('/published/bind-card/card-init', { method: 'POST', body: new URLSearchParams({ product_id: '8' }) });
    expect(await res.json()).toMatchObject({ code: 0, data: { items: expect.any(Array) } });
  });
});
