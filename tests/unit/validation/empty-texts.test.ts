// @vitest-environment node
/**
 * Issue 34, item 2: a required text emptied (a button's words deleted in the form) and a toast with empty text are
 * errors at their pointers with plain words; an image's alt may be "" (decoration), and optional texts may be empty.
 */
import { describe, expect, it } from 'vitest';
import { checkEmptyTexts, requiredTexts } from '../../../renderer/core/validation/empty-texts.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';
import { loadSchemas } from '../../../checks/schema-files.ts';

const required = requiredTexts(loadSchemas());
const screen = (body: unknown[]) => ({ schemaVersion: 2, id: 'texts', title: 'Texts', body });

describe('checkEmptyTexts', () => {
  it('reads the required texts from the schemas (button text, toast text; not an image alt)', () => {
    expect(required.widgets.button).toEqual(['text']);
    expect(required.actions.toast).toEqual(['text']);
    expect(required.widgets.image ?? []).not.toContain('alt');
  });

  it('refuses a button whose text was emptied and a toast with empty text, in plain words', () => {
    const doc = screen([
      { type: 'button', text: '', onTap: [{ do: 'toast', text: '  ' }] },
      { type: 'text', text: 'Fine' },
      { type: 'cell', title: { en: 'Amount', fil: '' } },
    ]);
    expect(checkEmptyTexts(doc, required)).toEqual([
      { pointer: '/body/0/text', message: "The button's `text` is empty: write the words borrowers see (it is required)." },
      { pointer: '/body/0/onTap/0/text', message: "The toast action's `text` is empty: write the words borrowers see (it is required)." },
      { pointer: '/body/2/title/fil', message: "The cell's `title` is empty in Filipino: write the words borrowers see (it is required)." },
    ]);
  });

  it('accepts a decorative image, empty optional texts, a no-break space and data that only looks like a widget', () => {
    const doc = screen([
      { type: 'image', src: '/images/a.svg', alt: '' },
      { type: 'button', text: 'Go', busyText: '' },
      { type: 'text', text: '\u00a0' },
      { type: 'button', text: 'Send', onTap: [{ do: 'call', endpoint: 'event.save', with: { type: 'text', text: '' } }] },
    ]);
    expect(checkEmptyTexts(doc, required)).toEqual([]);
  });

  it('is one of the errors of validateScreenText (npm run validate, the studio, the publish gate)', () => {
    const text = JSON.stringify(screen([{ type: 'button', text: '' }]), null, 2);
    expect(validateScreenText(text, 'texts').map((p) => p.pointer)).toContain('/body/0/text');
  });
});
