/** What the jsdom studio tests share: the published customer-service text, a JSON answer, layout stubs, the app opened on it. */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { EditorView } from '@codemirror/view';
import { StudioApp } from '../../studio/studio-app.tsx';

/** The studio tests' sample screen (customer-service as it was before 2026-11-25's forms work, frozen in tests/support/studio-sample-screen.json), as the fake server publishes it. */
export const publishedCustomerService = fs.readFileSync(path.join(process.cwd(), 'tests', 'support', 'studio-sample-screen.json'), 'utf8');

/** A JSON response. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** jsdom has no layout; CodeMirror measures text ranges after each change: give Range empty rectangles in this suite. */
export function stubRangeLayout(): void {
  const added: string[] = [];
  const noRects = () => Object.assign([], { item: () => null });
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  beforeAll(() => {
    for (const [name, fn] of [
      ['getClientRects', noRects],
      ['getBoundingClientRect', emptyRect],
    ] as const) {
      if (!(name in Range.prototype)) {
        Object.defineProperty(Range.prototype, name, { value: fn, configurable: true });
        added.push(name);
      }
    }
  });
  afterAll(() => {
    for (const name of added) Reflect.deleteProperty(Range.prototype, name);
  });
}

/** The editor's whole text (not the drawn lines: with wrapped lines and no layout, jsdom draws only a few). */
export const editorText = () => {
  const host = document.querySelector<HTMLElement>('.cm-editor');
  return (host && EditorView.findFromDOM(host)?.state.doc.toString()) ?? '';
};

/** The outline tree. */
export const outlineTree = () => screen.getByRole('tree', { name: 'Outline of the screen' });

/** Renders the studio on #customer-service and waits for its outline. */
export async function openCustomerService(): Promise<void> {
  window.location.hash = '#customer-service';
  render(<StudioApp />);
  await waitFor(() => expect(within(outlineTree()).getAllByRole('treeitem')).toHaveLength(6));
}
