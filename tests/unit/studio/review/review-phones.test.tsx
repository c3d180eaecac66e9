/** ReviewPhones: the change list in words, one route/scenario/query picker for both phones, and the list's legend. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';

vi.mock('../../../../studio/studio-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../studio/studio-api.ts')>();
  return { ...actual, listScenarios: vi.fn(actual.listScenarios) };
});

let ReviewPhones: typeof import('../../../../studio/review/review-phones.tsx').ReviewPhones;

let renderInStudio: typeof import('../../../support/studio-connection.tsx').renderInStudio;
let api: typeof import('../../../../studio/studio-api.ts');
beforeAll(async () => {
  vi.resetModules();
  ({ renderInStudio } = await import('../../../support/studio-connection.tsx'));
  api = await import('../../../../studio/studio-api.ts');
  ({ ReviewPhones } = await import('../../../../studio/review/review-phones.tsx'));
  vi.mocked(api.listScenarios).mockImplementation(async () => ['default', 'contact-fails']);
});
afterEach(cleanup);
// The mocked client stays in the shared unit worker's module registry: later files get the real scenario list.
afterAll(() => vi.mocked(api.listScenarios).mockReset());

const base = readFileSync(path.join(process.cwd(), 'screens', 'customer-service.json'), 'utf8');

function changedText(): string {
  const doc = JSON.parse(base) as { body: { children: Record<string, unknown>[] }[] };
  doc.body[0]!.children[3]!.title = 'Email our team';
  doc.body[1]!.children.push({ type: 'text', text: 'We answer within a day' });
  doc.body[0]!.children.splice(1, 1);
  return JSON.stringify(doc, null, 2);
}

function show() {
  renderInStudio(
    <ReviewPhones
      screenId="customer-service"
      routes={[{ path: '/customerService', example: '?lang=en' }, { path: '/help' }]}
      before={{ text: base, caption: 'version 2' }}
      after={{ text: changedText(), caption: 'your draft' }}
    />,
  );
  const frames = () => ['Before', 'After'].map((title) => screen.getByTitle(title) as HTMLIFrameElement);
  return { frames };
}

describe('ReviewPhones', () => {
  it('lists each changed widget in words, in the order of the new screen, removed ones last', async () => {
    show();
    const list = screen.getByRole('list', { name: 'Changed widgets' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Changed: Cell “Email our team” (title)', 'Added: Text “We answer within a day”', 'Removed: Stack “#offline”']);
    expect(screen.getByRole('heading', { name: '3 widgets changed' })).toBeTruthy();
    // Nothing is drawn in jsdom's frames: the list says so.
    expect(within(list).getAllByText('Not on screen in this scenario')).toHaveLength(3);
    const legend = screen.getByRole('list', { name: 'Outline colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Added', 'Changed or moved', 'Removed']);
  });

  it('draws both phones at the same route and query, and changes them together', async () => {
    const { frames } = show();
    expect(frames().map((f) => f.getAttribute('src'))).toEqual([
      '/studio/preview.html?at=%2FcustomerService%3Flang%3Den',
      '/studio/preview.html?at=%2FcustomerService%3Flang%3Den',
    ]);
    const picker = screen.getByRole('group', { name: 'What both phones show' });
    const query = within(picker).getByRole('textbox', { name: 'Query' });
    await userEvent.clear(query);
    await userEvent.type(query, 'orderId=5000200{Enter}');
    expect(frames().map((f) => f.getAttribute('src'))).toEqual([
      '/studio/preview.html?at=%2FcustomerService%3ForderId%3D5000200',
      '/studio/preview.html?at=%2FcustomerService%3ForderId%3D5000200',
    ]);
    await userEvent.selectOptions(within(picker).getByRole('combobox', { name: 'Route' }), '/help');
    expect(frames().map((f) => f.getAttribute('src'))).toEqual(['/studio/preview.html?at=%2Fhelp', '/studio/preview.html?at=%2Fhelp']);
    expect((within(picker).getByRole('textbox', { name: 'Query' }) as HTMLInputElement).value).toBe('');
  });

  it('draws both phones in Filipino when the reviewer picks it (lang=fil), and in English again', async () => {
    const { frames } = show();
    const language = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(language, 'Filipino');
    expect(frames().map((f) => f.getAttribute('src'))).toEqual([
      '/studio/preview.html?at=%2FcustomerService%3Flang%3Dfil',
      '/studio/preview.html?at=%2FcustomerService%3Flang%3Dfil',
    ]);
    await userEvent.selectOptions(language, 'English');
    expect(frames()[0]!.getAttribute('src')).toBe('/studio/preview.html?at=%2FcustomerService%3Flang%3Den');
  });

  it('offers the sandbox scenarios and loads both phones afresh with the one picked', async () => {
    const { frames } = show();
    const scenario = screen.getByRole('combobox', { name: 'Scenario' });
    await within(scenario).findByRole('option', { name: 'contact-fails' });
    const first = frames();
    await userEvent.selectOptions(scenario, 'contact-fails');
    const next = frames();
    expect(next[0]).not.toBe(first[0]);
    expect(next[1]).not.toBe(first[1]);
    expect(next[0]!.getAttribute('src')).toBe(next[1]!.getAttribute('src'));
  });
});
