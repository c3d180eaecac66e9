/**
 * The review's texts in English and Filipino (issue 35 item 4): every changed text shows both languages before and
 * after, a stale Filipino is flagged with the English it was written for, a missing one is flagged, the spec's words are
 * the same in both, and widgets that only moved or texts that did not change are not listed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint } from '../../../../renderer/core/i18n/translations.ts';
import { changedTexts } from '../../../../studio/review/changed-texts.ts';
import { TextChanges } from '../../../../studio/review/text-changes.tsx';

afterEach(cleanup);

const base = readFileSync(path.join(process.cwd(), 'screens', 'joint-login-fail.json'), 'utf8');
type Doc = { title: Record<string, string>; body: { children: Record<string, unknown>[] }[] };

/** joint-login-fail with its big “Failed” line's English changed (its Filipino kept), a new text in both languages, and a spec word. */
function changed(): string {
  const doc = JSON.parse(base) as Doc;
  const line = doc.body[0]!.children[1] as { text: Record<string, string> };
  line.text = { ...line.text, en: 'Login failed' };
  doc.body[0]!.children.push({ type: 'text', text: { en: 'Try again later', fil: 'Subukan ulit mamaya', filFrom: fingerprint('Try again later') } });
  doc.body[0]!.children.push({ type: 'text', text: 'Please sign in again' });
  doc.body[0]!.children.push({ type: 'text', text: 'loading...' });
  return JSON.stringify(doc, null, 2);
}

describe('changedTexts', () => {
  it('lists each changed text with both languages and the state of its Filipino', () => {
    const texts = changedTexts(JSON.parse(base), JSON.parse(changed()));
    expect(
      texts.map((t) => [t.change.kind, t.field, t.before?.en ?? null, t.after?.en ?? null, t.after?.fil ?? null, t.filipino, t.writtenFor]),
    ).toEqual([
      ['changed', 'text', 'Failed', 'Login failed', 'Hindi natuloy', 'stale', 'Failed'],
      ['added', 'text', null, 'Try again later', 'Subukan ulit mamaya', 'written', undefined],
      ['added', 'text', null, 'Please sign in again', null, 'missing', undefined],
      ['added', 'text', null, 'loading...', null, 'not-needed', undefined],
    ]);
  });

  it('names nothing when only the layout or an unrelated property changed, and a removed text as removed', () => {
    const doc = JSON.parse(base) as Doc & { body: Record<string, unknown>[] };
    expect(changedTexts(JSON.parse(base), JSON.parse(base))).toEqual([]);
    const moved = structuredClone(doc);
    moved.body[0]!.children.reverse();
    expect(changedTexts(doc, moved)).toEqual([]);
    const removed = structuredClone(doc);
    removed.body[0]!.children.splice(1, 1);
    expect(changedTexts(doc, removed).map((t) => [t.change.kind, t.before?.fil, t.filipino])).toEqual([['removed', 'Hindi natuloy', 'removed']]);
  });

  it('a screen title changed in both languages together is written, not stale', () => {
    const doc = JSON.parse(base) as Doc;
    doc.title = { en: 'Sign-in failed', fil: 'Hindi nakapag-sign in', filFrom: fingerprint('Sign-in failed') };
    const [title] = changedTexts(JSON.parse(base), doc);
    expect(title).toMatchObject({ field: 'title', filipino: 'written', before: { en: 'Failed', fil: 'Hindi natuloy' } });
    expect(title!.change.type).toBe('screen');
  });
});

describe('TextChanges', () => {
  it('shows the reviewer both languages of each changed text, before and after, and flags the stale and missing Filipino', () => {
    render(<TextChanges before={base} after={changed()} />);
    const section = screen.getByRole('region', { name: 'Texts in English and Filipino' });
    expect(within(section).getByText('4 texts changed; 2 need their Filipino checked.')).toBeTruthy();
    const rows = within(section).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    const [stale, added, missing, same] = rows;
    expect(within(stale!).getByRole('rowheader').textContent).toBe('Text “Login failed” › text');
    expect(within(cells(stale!)[0]!).getByLabelText('before: Failed')).toBeTruthy();
    expect(within(cells(stale!)[0]!).getByLabelText('after: Login failed')).toBeTruthy();
    expect(cells(stale!)[1]!.textContent).toContain('Hindi natuloy');
    expect(within(stale!).getByRole('note').textContent).toBe(
      'Stale: this Filipino was written for “Failed”, not for the English now. Check it before approving.',
    );
    expect(stale!.className).toContain('is-flagged');
    expect(within(cells(added!)[1]!).getByLabelText('after: Subukan ulit mamaya')).toBeTruthy();
    expect(within(added!).queryByRole('note')).toBeNull();
    expect(within(missing!).getByRole('note').textContent).toBe('No Filipino: a borrower reading Filipino sees the English.');
    expect(within(same!).queryByRole('note')).toBeNull();
    expect(same!.textContent).toContain('The same in both languages');
  });

  it('says so when no text changed', () => {
    render(<TextChanges before={base} after={base} />);
    expect(screen.getByText('No text the borrower reads changed.')).toBeTruthy();
  });
});
