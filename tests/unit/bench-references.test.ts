/**
 * The bench's reference screens and scale cases: the bank form and complaint list are the real screens without their
 * loads, with the sizes the issue asks for, and a long list counts as drawn when all of it is, or when a virtualised
 * list's drawn items fill the screen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import bindBank from '../../screens/bind-bank.json';
import complaintList from '../../screens/complaint-list.json';
import { bankDocument, bankItems } from '../../bench/bank-reference.ts';
import { complaintListDocument, complaintListWindowedDocument, complaintTabs } from '../../bench/complaint-list-reference.ts';
import { localizeDocument } from '../../renderer/core/i18n/localize-document.ts';
import { listDrawn } from '../../bench/list-done.ts';
import { formDocument, scaleCaseOf } from '../../bench/scale-reference.ts';

describe('bench reference screens', () => {
  it('draws bind-bank.json without its load and onLoad, over 40 items of every kind', () => {
    const doc = bankDocument as unknown as Record<string, unknown>;
    expect(doc.load).toBeUndefined();
    expect(doc.onLoad).toBeUndefined();
    expect(doc.body).toEqual(localizeDocument(bindBank.body, 'en').document);
    expect(JSON.stringify(doc.body)).toContain('"text":"Next"');
    expect(bankItems).toHaveLength(40);
    expect(new Set(bankItems.map((it) => (it.category === 'text' ? it.inputType : it.category)))).toEqual(
      new Set(['number', 'bankCard', 'phone', 'city', 'day', 'enum']),
    );
  });

  it('draws complaint-list.json without its load, 500 complaints in the first tab, windowed as shipped or every entry drawn', () => {
    const windowed = complaintListWindowedDocument as unknown as Record<string, unknown>;
    expect(windowed.load).toBeUndefined();
    expect(windowed.body).toEqual(complaintList.body);
    expect(complaintTabs[0]!.list).toHaveLength(500);
    const whole = JSON.stringify(complaintListDocument);
    expect(whole.match(/"virtualize":false/g)).toHaveLength(JSON.stringify(complaintList.body).match(/"type":"repeat"/g)!.length);
    expect(JSON.parse(whole.replace(/,"virtualize":false/g, '')).body).toEqual(complaintList.body);
  });

  it('reads a scale case from the page address and builds a form of n bound inputs', () => {
    expect(scaleCaseOf('?kind=form&n=100')).toEqual({ kind: 'form', n: 100 });
    expect(scaleCaseOf('?kind=list&n=10000')).toEqual({ kind: 'list', n: 10_000 });
    expect(() => scaleCaseOf('?kind=list')).toThrow();
    const stack = (formDocument(3).body as unknown as { children: { bind: string }[] }[])[0]!;
    expect(stack.children.map((c) => c.bind)).toEqual(['=state.form.f1', '=state.form.f2', '=state.form.f3']);
  });
});

describe('listDrawn', () => {
  afterEach(() => vi.restoreAllMocks());

  const list = (texts: string[]) => {
    const target = document.createElement('div');
    for (const t of texts) target.insertAdjacentHTML('beforeend', `<div class="item">${t}</div>`);
    return target;
  };

  it('waits for the first and the last of a list drawn whole', () => {
    expect(listDrawn(list(['#1:', '#2:', '#3:']), '.item', '#1:', '#3:', 3)).toBe(true);
    expect(listDrawn(list(['#2:', '#3:', '#4:']), '.item', '#1:', '#4:', 3)).toBe(false);
    expect(listDrawn(list([]), '.item', '#1:', '#3:', 3)).toBe(false);
  });

  it('takes a virtualised list as drawn once its items reach below the viewport', () => {
    const target = list(['#1:', '#2:']);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: window.innerHeight - 1 } as DOMRect);
    expect(listDrawn(target, '.item', '#1:', '#1000:', 1000)).toBe(false);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: window.innerHeight + 10 } as DOMRect);
    expect(listDrawn(target, '.item', '#1:', '#1000:', 1000)).toBe(true);
  });

  it('takes a virtualised list in its own scrolling box as drawn once its items reach the bottom of the box', () => {
    const target = document.createElement('div');
    target.innerHTML = '<div class="box" style="overflow-y: auto"><div class="item">#1:</div><div class="item">#2:</div></div>';
    const box = target.querySelector('.box')!;
    const item = target.querySelectorAll('.item')[1]!;
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ bottom: 300 } as DOMRect);
    vi.spyOn(item, 'getBoundingClientRect').mockReturnValue({ bottom: 200 } as DOMRect);
    expect(listDrawn(target, '.item', '#1:', '#1000:', 1000)).toBe(false);
    vi.spyOn(item, 'getBoundingClientRect').mockReturnValue({ bottom: 320 } as DOMRect);
    expect(listDrawn(target, '.item', '#1:', '#1000:', 1000)).toBe(true);
  });
});
