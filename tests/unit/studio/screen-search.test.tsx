/** The screen search (issue 34 item 5, issue 35 item 4): by what a screen says in English or Filipino, by widget type and by endpoint, with the reason shown. */
import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadBundledScreens } from '../../../server/store/bundled-screens.ts';
import { searchFacts } from '../../../server/store/screen-search.ts';
import { ScreenList } from '../../../studio/shell/screen-list.tsx';
import { searchScreens, shownTitle } from '../../../studio/shell/screen-search.ts';
import type { ScreenSummary } from '../../../studio/studio-api.ts';

const live = { version: 0, since: '', by: 'bundled' };
const bundled = loadBundledScreens();
const summaries: ScreenSummary[] = bundled.ids.map((id) => {
  const b = bundled.get(id)!;
  return {
    id,
    title: b.title,
    ...(b.titleFil ? { titleFil: b.titleFil } : {}),
    routes: b.routes,
    live: { staging: live, production: live },
    latest: null,
    reviewRequired: true,
    money: b.money,
    openChangeRequests: 0,
    hasMyDraft: false,
    find: searchFacts(b.text),
  };
});
const found = (query: string) => searchScreens(summaries, query).map((f) => f.screen.id);
const why = (query: string, id: string) => searchScreens(summaries, query).find((f) => f.screen.id === id)?.why;

describe('searchScreens over the bundled screens', () => {
  test('finds a screen by a text it shows, and says which text', () => {
    expect(found('WhatsApp')).toEqual(['customer-service']);
    expect(why('whatsapp', 'customer-service')).toEqual(['Says “Telephone/WhatsApp”']);
  });

  test('finds a text in Filipino, and a phrase as written', () => {
    expect(found('Naipasa na ang bayad')).toEqual(['payway']);
    expect(why('Naipasa na ang bayad', 'payway')).toEqual(['Says “Naipasa na ang bayad na ito.”']);
  });

  test('finds a screen by a widget type and by an endpoint it calls or loads', () => {
    expect(found('complaint.save')).toEqual(expect.arrayContaining(['complain-page-next', 'complain-details']));
    expect(why('complaint.saveScore', 'complain-details')).toEqual(['Calls complaint.saveScore']);
    expect(why('bindCard.init', 'bind-bank')).toEqual(['Calls bindCard.init']);
    const qr = found('qr-code');
    expect(qr.length).toBeGreaterThan(0);
    expect(why('qr-code', qr[0]!)).toEqual(['Uses a qr-code']);
  });

  test('a name match needs no reason, and every word must match somewhere', () => {
    expect(why('customer', 'customer-service')).toEqual([]);
    expect(found('whatsapp kuwago')).toEqual([]);
  });

  test('every screen file is searched', () => {
    const files = readdirSync('screens').filter((n) => n.endsWith('.json') && n !== 'routes.json');
    expect(summaries.length).toBe(files.length);
    expect(readFileSync('screens/customer-service.json', 'utf8')).toContain('WhatsApp');
  });
});

describe('titles in the list', () => {
  test('an expression title shows its words, not the expression', () => {
    expect(shownTitle({ id: 'promotion-download', title: "=default(data.template.appName, 'Download the app')" })).toBe('Download the app');
    expect(shownTitle({ id: 'x', title: '=data.t.title' })).toBe('x');
    expect(shownTitle({ id: 'about-us', title: 'About us' })).toBe('About us');
  });

  test('the list shows the reason under a screen found by its text, and no raw expression', () => {
    render(<ScreenList screens={summaries} failure={null} openId={null} drafts={new Set()} onOpen={() => undefined} />);
    expect(screen.queryByText(/^=default/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the app' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search screens' }), { target: { value: 'WhatsApp' } });
    const row = screen.getByRole('button', { name: 'Customer service' });
    expect(row.textContent).toContain('Says “Telephone/WhatsApp”');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
