/**
 * Server strings with markup are shown as text: a bank name, a complaint and its reply, and every text a widget draws
 * (a lender's error message with markup is replaced by the endpoint's plain wording). No element is created from them
 * and no script runs. And no source of the renderer or the widgets writes HTML (dangerouslySetInnerHTML, innerHTML, …).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../adapters/http/endpoints.ts';
import type { WidgetNode } from '../../../schemas/generated/types.ts';
import { showPoisoned } from '../../support/poisoned-screen.tsx';
import { showNode } from '../../support/render-node.tsx';

const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const img = '<img src=x onerror="window.hatidPwned=1">';
const script = '<script>window.hatidPwned=2</script>';
const markup = `${img}<b>Bold</b>${script}<a href="javascript:alert(1)">x</a>`;

type Pwned = Window & { hatidPwned?: unknown };

/** Nothing the markup would create exists, and nothing it would run ran. */
function expectInert() {
  expect(document.querySelector('img[src="x"], script, b, a[href^="javascript"]')).toBeNull();
  expect((window as Pwned).hatidPwned).toBeUndefined();
}

afterEach(() => {
  delete (window as Pwned).hatidPwned;
});

describe('markup from the lender is shown as text', () => {
  it('a bank name on the repayment way', async () => {
    const shown = await showPoisoned('#/payway', { productId: '7', orderId: '5000174', amount: '895900' }, 'default', { bankName: markup });
    expect((await screen.findAllByText(markup, { exact: false })).length).toBeGreaterThan(0);
    expect(shown.replaced.n).toBeGreaterThan(0);
    expectInert();
  });

  it("a complaint, its type and the support agent's reply", async () => {
    const shown = await showPoisoned('/complainDetails', { problemId: '1001' }, 'default', {
      content: `My complaint ${script}`,
      type: img,
      agent: '<i>agent</i>',
      disposeDetail: `Reply ${markup}`,
    });
    expect(await screen.findByDisplayValue(`My complaint ${script}`)).toBeTruthy();
    expect(screen.getAllByText(img).length).toBeGreaterThan(0);
    expect(screen.getByText('Support agent: <i>agent</i>')).toBeTruthy();
    expect(screen.getByText(`Reply ${markup}`)).toBeTruthy();
    expect(shown.replaced.n).toBeGreaterThanOrEqual(4);
    expect(document.querySelector('i')).toBeNull();
    expectInert();
  });

  it("a lender's error message with markup is not shown at all: the endpoint's plain wording is (borrower-text.ts)", async () => {
    const shown = await showPoisoned('/complainDetails', { problemId: '999999' }, 'default', { message: `Not found ${img}` });
    await waitFor(() => expect(shown.replaced.n).toBeGreaterThan(0));
    expect((await screen.findAllByText(endpoints['complaint.detail'].defaultError, { exact: false })).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('onerror');
    expectInert();
  });

  it.each<[string, WidgetNode]>([
    ['text', { type: 'text', text: '=data.x' }],
    ['a chip', { type: 'chip', text: '=data.x' }],
    ['a button', { type: 'button', text: '=data.x' }],
    ['a cell', { type: 'cell', title: '=data.x', value: '=data.x', description: '=data.x' }],
    ['an article', { type: 'article', title: '=data.x', updated: '=data.x', sections: [{ title: 'Terms' }] }],
    ['an empty state', { type: 'empty-state', title: '=data.x', text: '=data.x' }],
  ])('in %s', async (_what, node) => {
    await showNode(node, { data: { x: markup } });
    expect(screen.getAllByText(markup).length).toBeGreaterThan(0);
    expectInert();
  });
});

/** The .ts and .tsx files under a folder, any depth. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('no source writes HTML', () => {
  const files = ['app', 'renderer', 'widgets'].flatMap((dir) => sources(join(root, dir)));
  const htmlSinks =
    /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|createContextualFragment|\bsrcdoc\b|DOMParser|new Function\b|\beval\(/;

  it('finds the renderer and widget sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((f) => [f.slice(root.length)]))('%s', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(text).not.toMatch(htmlSinks);
  });
});
