/** The functions for order details and receipts: phoneNumber (one phone format), daysUntil (days left) and now (a payment's time). */
import { describe, expect, it } from 'vitest';
import { resolveValue, type Scope } from '../../../renderer/core/expressions/evaluate.ts';
import { daysUntil } from '../../../renderer/core/expressions/days-until.ts';
import { formatPhone } from '../../../renderer/core/expressions/format-phone.ts';

import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';

const ev = (source: string, scope: Scope = {}, wallTime?: number) =>
  resolveValue(`=${source}`, scope, { query: {}, clock: wallTime === undefined ? unknownClock : { wallTime: () => wallTime } });

describe('phoneNumber', () => {
  // Issue 28, item 9: "Philippine mobiles read "0917 555 0199" (4-3-4), landlines "(02) 8123 4567". A lender-formatted
  // number with +63 may be shown as +63 917 555 0199."
  it('reads a Philippine mobile 4-3-4: "0917 555 0199"', () => {
    expect(formatPhone('09175550199')).toBe('0917 555 0199');
    expect(formatPhone('0917-555-0199')).toBe('0917 555 0199');
    expect(formatPhone('091 7555 0199')).toBe('0917 555 0199');
    expect(formatPhone('9175550199')).toBe('0917 555 0199');
    expect(formatPhone('639175550199')).toBe('0917 555 0199');
    expect(formatPhone(9175550199)).toBe('0917 555 0199');
  });

  it('reads a landline with its area code in brackets: "(02) 8123 4567"', () => {
    expect(formatPhone('0281234567')).toBe('(02) 8123 4567');
    expect(formatPhone('02 8123 4567')).toBe('(02) 8123 4567');
    expect(formatPhone('(02) 8812 4400')).toBe('(02) 8812 4400');
    expect(formatPhone('0322345678')).toBe('(032) 234 5678');
  });

  it('keeps a lender-formatted +63: "+63 917 555 0199"', () => {
    expect(formatPhone('+639175550199')).toBe('+63 917 555 0199');
    expect(formatPhone('+63 917 555 0199')).toBe('+63 917 555 0199');
    expect(formatPhone('+63-917-5550199')).toBe('+63 917 555 0199');
    expect(formatPhone('+63 2 8123 4567')).toBe('+63 2 8123 4567');
    expect(formatPhone('+63322345678')).toBe('+63 32 234 5678');
  });

  it('leaves anything else as it came, and shows nothing for nothing', () => {
    expect(formatPhone('hotline 1-800-HATID')).toBe('hotline 1-800-HATID');
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('0917555019')).toBe('0917555019');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(ev('phoneNumber(data.order.telephone)', { data: { order: { telephone: '09175550142' } } })).toBe('0917 555 0142');
    expect(ev('phoneNumber(data.missing)', { data: {} })).toBe('');
  });
});

describe('daysUntil', () => {
  const today = new Date(2025, 5, 7, 23, 30); // 2025-06-07, late in the evening on this phone

  it('counts calendar days, whatever the time of day', () => {
    expect(daysUntil('2025-06-07', today)).toBe(0);
    expect(daysUntil('2025-06-08', today)).toBe(1);
    expect(daysUntil('2025-06-16', today)).toBe(9);
    expect(daysUntil('2025-05-25', today)).toBe(-13);
    expect(daysUntil('2025-06-08 00:10:00', today)).toBe(1);
    expect(daysUntil('2026-06-07', today)).toBe(365);
  });

  it('is null for an order without a due date or a value that is no date', () => {
    expect(daysUntil('', today)).toBeNull();
    expect(daysUntil(undefined, today)).toBeNull();
    expect(daysUntil('soon', today)).toBeNull();
  });
});

describe('now and daysUntil on the clock the evaluation is given (the ports’ clock), not the machine’s', () => {
  const at = new Date(2025, 5, 7, 10, 4, 5).getTime();

  it('now() is the time in milliseconds, shown by datetime() in the spec format', () => {
    expect(ev('now()', {}, at)).toBe(at);
    expect(ev('datetime(now())', {}, at)).toBe('2025-06-07 10:04:05');
    expect(ev('datetime(string(now()))', {}, at)).toBe('2025-06-07 10:04:05');
  });

  it('daysUntil() counts from the phone’s today', () => {
    expect(ev("daysUntil('2025-06-16')", {}, at)).toBe(9);
    expect(ev("daysUntil('2025-06-07')", {}, at)).toBe(0);
  });

  it('fails as an expression where the phone’s date is not known (the server’s first calls), never reading the server’s', () => {
    expect(() => ev('now()')).toThrow(/date is not known/);
    expect(() => ev("daysUntil('2025-06-16')")).toThrow(/date is not known/);
  });
});
