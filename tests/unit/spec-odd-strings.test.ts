/**
 * The spec's own words stay as the spec writes them, odd ones included (issue 28, item 10: keep them; "Successfully
 * Sent" shows once on one send). Each case quotes the spec's sentence and finds the words where the app shows them.
 */
// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every string value of a screen document (texts, titles, toasts, labels), in document order. */
function strings(screen: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(read(`screens/${screen}.json`)));
  return out;
}

describe("the spec's odd words, as the spec writes them", () => {
  it.each([
    ['section 2: "A success modal reads Successfully Sent"', 'complain-page-next', 'Successfully Sent'],
    ['section 8: "success shows Successful demonstration！"', 'complain-details', 'Successful demonstration！'],
    ['section 8: "Toasts: … Silakan pilih (rating with no star)"', 'complain-details', 'Silakan pilih'],
    ['section 8: "success shows Upload succeeded!"', 'complain-page-next', 'Upload succeeded!'],
    [
      'section 2: "the note Please keep the depositslip as proof of payment"',
      'repayment-of-code2',
      'Please keep the depositslip as proof of payment',
    ],
    ['section 2: "a Contract No. card with the code and Click to Copy"', 'repayment-of-code2', 'Click to Copy'],
    ['section 4: "REPAY plus Rollover Repayment"', 'loan-details', 'REPAY'],
    ['section 8: "Register: success \'0\' shows registration successful"', 'promotion-register', 'registration successful'],
    ['section 5: "message: Please fill in your comments and suggestions"', 'complain-page-next', 'Please fill in your comments and suggestions'],
  ])('%s', (_, screen, words) => {
    expect(strings(screen)).toContain(words);
  });

  it('section 5: "Copy actions copy the pay code and toast copy success"', () => {
    expect(read('renderer/core/actions/handlers/copy.ts')).toContain("text: 'copy success'");
  });

  it('"Successfully Sent" is said once on one send: the modal\'s title, not again inside it', () => {
    expect(strings('complain-page-next').filter((s) => s === 'Successfully Sent')).toHaveLength(1);
  });

  it('the full-width ！ has a face that draws it (theme.css, Hatid Fullwidth covers U+FF01)', () => {
    const css = read('renderer/react/theme.css');
    const face = /@font-face\s*{[^}]*font-family:\s*'Hatid Fullwidth'[^}]*unicode-range:([^;]+);/.exec(css);
    expect(face?.[1]).toMatch(/U\+FF01\b/);
    expect(css).toMatch(/--h-font:\s*'Hatid Fullwidth',/);
  });
});
