/** The function catalog: money, dates, masking and list helpers as borrowers see them (spec section 9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveValue, type Scope } from '../../../renderer/core/expressions/evaluate.ts';
import { formatMoney, functions, withQuery } from '../../../renderer/core/expressions/functions.ts';
import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';

const ev = (source: string, scope: Scope = {}, query: Record<string, unknown> = {}) =>
  resolveValue(`=${source}`, scope, { query, clock: unknownClock });
const call = (name: string, ...args: unknown[]) => {
  const fn = functions[name];
  if (!fn) throw new Error(`no function ${name}`);
  return fn(args, { query: {}, clock: unknownClock });
};

describe('money', () => {
  it('divides integer cents by 100, groups thousands with "." and writes decimals after ","', () => {
    expect(ev('money(123456789)')).toBe('1.234.567,89');
    expect(ev('money(100000)')).toBe('1.000,00');
    expect(ev('money(99999)')).toBe('999,99');
    expect(ev('money(5)')).toBe('0,05');
    expect(ev('money(0)')).toBe('0,00');
    expect(ev('money(100000000000)')).toBe('1.000.000.000,00');
  });

  it('accepts amounts sent as text and keeps the sign of negative amounts', () => {
    expect(ev("money('250000')")).toBe('2.500,00');
    expect(ev('money(-123456)')).toBe('-1.234,56');
  });

  it('shows nothing for a missing or unreadable amount', () => {
    expect(ev('money(data.missing)')).toBe('');
    expect(ev("money('abc')")).toBe('');
    expect(ev("money('')")).toBe('');
    expect(ev('money(data.missing, true)')).toBe('');
  });

  it('puts the peso sign in front by default and the rupee sign when the page has currency=1', () => {
    expect(ev('money(123456, true)')).toBe('₱1.234,56');
    expect(ev('money(123456, true)', {}, { currency: '0' })).toBe('₱1.234,56');
    expect(ev('money(123456, true)', {}, { currency: '1' })).toBe('₹1.234,56');
    expect(ev('currency()', {}, { currency: '1' })).toBe('₹');
    expect(ev('currency()')).toBe('₱');
    expect(ev("currency() + ' ' + money(500)", {}, { currency: '1' })).toBe('₹ 5,00');
  });

  it('always has exactly two decimals and only digits and dots before the comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
        expect(Number(text.replace(/\./g, '').replace(',', '.'))).toBeCloseTo(cents / 100, 2);
      }),
    );
  });
});

describe('date and datetime', () => {
  // A zone west of UTC: a date-only text read as UTC midnight would show the previous day here.
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  const local = () => new Date(2025, 2, 4, 9, 5, 7); // 2025-03-04 09:05:07 local time

  it('formats millisecond timestamps as YYYY-MM-DD and YYYY-MM-DD HH:MM:SS', () => {
    const ms = local().getTime();
    expect(ev('date(data.t)', { data: { t: ms } })).toBe('2025-03-04');
    expect(ev('datetime(data.t)', { data: { t: ms } })).toBe('2025-03-04 09:05:07');
  });

  it('reads timestamps in seconds as seconds', () => {
    const seconds = local().getTime() / 1000;
    expect(ev('date(data.t)', { data: { t: seconds } })).toBe('2025-03-04');
    expect(ev('datetime(data.t)', { data: { t: seconds } })).toBe('2025-03-04 09:05:07');
    expect(ev('datetime(data.t)', { data: { t: String(seconds) } })).toBe('2025-03-04 09:05:07');
  });

  it('reads server date texts in local time', () => {
    expect(call('datetime', '2025-03-04 09:05:07')).toBe('2025-03-04 09:05:07');
    expect(call('date', '2025-03-04 09:05:07')).toBe('2025-03-04');
    expect(call('date', '2025-03-04')).toBe('2025-03-04');
    expect(call('datetime', '2025-03-04')).toBe('2025-03-04 00:00:00');
  });

  it('shows an unreadable date text as it came, and nothing for a missing date', () => {
    expect(call('date', 'tomorrow')).toBe('tomorrow');
    expect(call('date', undefined)).toBe('');
    expect(call('datetime', null)).toBe('');
  });
});

describe('mask', () => {
  it('hides a card number except its last 4 digits', () => {
    expect(ev("mask('6222021234567890')")).toBe('**** 7890');
    expect(ev("mask('6222 0212 3456 7890')")).toBe('**** 7890');
    expect(ev('mask(1234567890123)')).toBe('**** 0123');
  });

  it('never shows more than 4 digits, whatever is asked', () => {
    expect(ev("mask('6222021234567890', 8)")).toBe('**** 7890');
    expect(ev("mask('6222021234567890', 2)")).toBe('**** 90');
    expect(ev("mask('6222021234567890', 0)")).toBe('****');
    expect(ev("mask('6222021234567890', -3)")).toBe('****');
    expect(ev("mask('')")).toBe('');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ]{0,40}$/), fc.integer({ min: -100, max: 100 }), (card, keep) => {
        const shown = String(call('mask', card, keep)).replace(/[* ]/g, '');
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(card.replace(/\s/g, '').endsWith(shown)).toBe(true);
      }),
    );
  });
});

describe('list and text helpers', () => {
  const list = [
    { code: 174, label: 'Overdue' },
    { code: 180, label: 'Paid' },
  ];

  it('count and len measure lists, texts and objects; anything else counts 0', () => {
    expect(ev('count(data.list)', { data: { list } })).toBe(2);
    expect(ev("count('hello')")).toBe(5);
    expect(ev('len(data.o)', { data: { o: { a: 1, b: 2, c: 3 } } })).toBe(3);
    expect(ev('count(data.missing)')).toBe(0);
    expect(ev('count(5)')).toBe(0);
  });

  it("entries lists an object's fields as {key, value} in order; anything else gives an empty list", () => {
    const notice = { 'Over the counter': [{ name: '7-Eleven' }], 'Mobile wallet': [{ name: 'GCash' }] };
    expect(ev('entries(data.notice)', { data: { notice } })).toEqual([
      { key: 'Over the counter', value: [{ name: '7-Eleven' }] },
      { key: 'Mobile wallet', value: [{ name: 'GCash' }] },
    ]);
    expect(ev('entries(data.list)', { data: { list } })).toEqual([]);
    expect(ev("entries('text')")).toEqual([]);
    expect(ev('entries(data.missing)')).toEqual([]);
  });

  it('toMap makes an object from a list by two field names, leaving out empty values', () => {
    const items = [
      { code: 'bankCardNo', value: '4215830012345678' },
      { code: 'salaryDay', value: 15 },
      { code: 'walletPhone', value: '' },
      { code: 'idNumber' },
      { code: '', value: 'x' },
      'junk',
    ];
    expect(ev("toMap(data.items, 'code', 'value')", { data: { items } })).toEqual({ bankCardNo: '4215830012345678', salaryDay: 15 });
    expect(ev("toMap(data.missing, 'code', 'value')")).toEqual({});
  });

  it('merge combines two objects, the second winning; non-objects count as empty', () => {
    expect(ev('merge(data.a, data.b)', { data: { a: { cardType: 1, channelNumber: '90006' }, b: { channelNumber: '90007' } } })).toEqual({
      cardType: 1,
      channelNumber: '90007',
    });
    expect(ev("merge(data.a, 'x')", { data: { a: { cardType: 1 } } })).toEqual({ cardType: 1 });
  });

  it('check tests a text against a named rule: the promotion mobile rule and the other helper checks', () => {
    expect(ev("check('13912345678', 'mobile')")).toBe(true);
    for (const bad of ['12912345678', '1391234567', '139123456789', '03912345678', '1391234567a', ''])
      expect(ev(`check('${bad}', 'mobile')`)).toBe(false);
    expect(ev("check('ana@hatid.ph', 'email')")).toBe(true);
    expect(ev("check('ana@hatid', 'email')")).toBe(false);
    expect(ev("check('-42', 'integer')")).toBe(true);
    expect(ev("check('4.2', 'integer')")).toBe(false);
    expect(ev("check('4.25', 'decimal')")).toBe(true);
    expect(ev("check('https://hatid.ph/a', 'url')")).toBe(true);
    expect(ev("check('javascript:alert(1)', 'url')")).toBe(false);
    expect(ev("check('借款', 'chinese')")).toBe(true);
    expect(ev("check('+639171234567', 'phone')")).toBe(true);
  });

  it('check refuses an unknown rule name instead of guessing', () => {
    expect(() => ev("check('x', '^.*$')")).toThrow(/unknown check/);
  });

  it('lower gives a text in lower case (iOS and ios alike)', () => {
    expect(ev("lower('iOS')")).toBe('ios');
    expect(ev('lower(data.missing)')).toBe('');
  });

  it('append and removeAt give new lists and leave the original alone', () => {
    const images = ['a.png', 'b.png', 'c.png'];
    expect(ev("append(data.images, 'd.png')", { data: { images } })).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    expect(ev('removeAt(data.images, 1)', { data: { images } })).toEqual(['a.png', 'c.png']);
    expect(ev("removeAt(data.images, '0')", { data: { images } })).toEqual(['b.png', 'c.png']);
    expect(ev('removeAt(data.images, 7)', { data: { images } })).toEqual(images);
    expect(images).toEqual(['a.png', 'b.png', 'c.png']);
    expect(ev("append(data.missing, 'first')")).toEqual(['first']);
  });

  it('refuses to grow a list past 10 000 entries', () => {
    expect(() => call('append', new Array(10_000).fill(0), 1)).toThrow(/too long/);
  });

  it('join writes entries with a separator (comma by default), missing entries as empty', () => {
    expect(ev("join(['a', 'b', 'c'], ', ')")).toBe('a, b, c');
    expect(ev("join(['a', data.missing, 'c'])")).toBe('a,,c');
    expect(ev("join(data.missing, '-')")).toBe('');
  });

  it('default replaces missing and empty values but keeps 0 and false', () => {
    expect(ev("default(data.missing, 'n/a')")).toBe('n/a');
    expect(ev("default('', 'n/a')")).toBe('n/a');
    expect(ev("default(0, 'n/a')")).toBe(0);
    expect(ev("default(1 == 2, 'n/a')")).toBe(false);
    expect(ev("default('set', 'n/a')")).toBe('set');
  });

  it('find picks the first entry whose key matches, comparing as text', () => {
    expect(ev("find(data.list, 'code', '180').label", { data: { list } })).toBe('Paid');
    expect(ev("find(data.list, 'code', 174)", { data: { list } })).toBe(list[0]);
    expect(ev("find(data.list, 'code', 999)", { data: { list } })).toBeUndefined();
    expect(ev("find(data.list, 'toString', '')", { data: { list } })).toBeUndefined();
  });

  it('includes compares as text', () => {
    expect(ev("includes([174, 180], '174')")).toBe(true);
    expect(ev('includes([174, 180], 200)')).toBe(false);
    expect(ev('includes(data.missing, 1)')).toBe(false);
  });

  it('trim, string and number tidy values', () => {
    expect(ev("trim('  hello  ')")).toBe('hello');
    expect(ev('trim(data.missing)')).toBe('');
    expect(ev('string(data.missing)')).toBe('');
    expect(ev("number('12') + 1")).toBe(13);
    expect(ev("number('x')")).toBe(0);
  });
});

describe('withQuery', () => {
  it('adds or replaces one parameter and keeps the rest and the fragment', () => {
    expect(withQuery('/loanDetails?productId=7&orderId=9', 'from', 'confirm')).toBe('/loanDetails?productId=7&orderId=9&from=confirm');
    expect(withQuery('https://lender.example/a', 'from', 'confirm')).toBe('https://lender.example/a?from=confirm');
    expect(withQuery('/a?from=x#/b', 'from', 'confirm')).toBe('/a?from=confirm#/b');
    expect(withQuery('/a?q=a%20b', 'n', 'x y')).toBe('/a?q=a+b&n=x+y');
  });

  it('leaves an empty address empty', () => {
    expect(withQuery('', 'from', 'confirm')).toBe('');
    expect(withQuery(undefined, 'from', 'confirm')).toBe('');
  });
});
