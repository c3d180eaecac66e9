import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteHeaderNode } from '../../schemas/generated/types.ts';
import { screenSettled } from '../support/screen-settled.ts';
import { showNode } from '../support/render-node.tsx';

/** The public website's header as the site pages write it, on the calculator page. */
const header: SiteHeaderNode = {
  type: 'site-header',
  brand: 'Hatid Lending',
  logo: '/favicon.svg',
  brandTo: '/',
  current: '/Calculator',
  items: [
    { text: 'Home', to: '/' },
    { text: 'About us', to: '/About' },
    { text: 'Calculator', to: '/Calculator' },
    { text: 'Privacy Agreement', to: '/Policy' },
    { text: 'Loan terms and conditions', to: '/Loan' },
  ],
  onNavigate: [{ do: 'navigate', to: '=event.to' }],
};

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('site-header widget', () => {
  it('is a banner with the brand and a named navigation of real links, the current page marked', async () => {
    await showNode(header);
    expect(screen.getByRole('banner')).toBeTruthy();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About us', '/About'],
      ['Calculator', '/Calculator'],
      ['Privacy Agreement', '/Policy'],
      ['Loan terms and conditions', '/Loan'],
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Calculator']);
    const brand = screen.getByRole('link', { name: 'Hatid Lending' });
    expect(brand.getAttribute('href')).toBe('/');
    // The logo is decoration: the link is named by the brand text alone.
    expect(brand.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('a plain click runs onNavigate with the route as event.to, so the app navigates in place', async () => {
    const r = await showNode(header);
    const about = screen.getByRole('link', { name: 'About us' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void about.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(r.ports.navigations).toEqual([{ to: '/About', query: {}, replace: false }]));
    fireEvent.click(screen.getByRole('link', { name: 'Hatid Lending' }));
    await waitFor(() => expect(r.ports.navigations.map((n) => n.to)).toEqual(['/About', '/']));
  });

  it('leaves a click with a modifier key (open in a new tab) to the browser', async () => {
    const r = await showNode(header);
    const loan = screen.getByRole('link', { name: 'Loan terms and conditions' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      let preventedByWidget: boolean | undefined;
      // Heard after the app's own listeners; jsdom cannot open tabs, so the default is stopped here, after the check.
      const listen = (e: Event) => {
        preventedByWidget = e.defaultPrevented;
        e.preventDefault();
      };
      document.addEventListener('click', listen, { once: true });
      loan.dispatchEvent(click);
      expect(preventedByWidget).toBe(false);
    }
    await screenSettled(r.store, r.ports);
    expect(r.ports.navigations).toEqual([]);
  });

  it('the Menu button opens and closes the links (for phones), Escape closes it and gives focus back', async () => {
    await showNode(header);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-controls')).toBe(nav().id);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav().parentElement?.className).toContain('h-site-header__inner--open');
    const link = within(nav()).getByRole('link', { name: 'Home' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    fireEvent.click(menu);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu when a link is followed or when the visitor presses elsewhere', async () => {
    await showNode([header, { type: 'text', text: 'Elsewhere' }]);
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Privacy Agreement' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes its menu and navigation names from the document, and a brand without brandTo is not a link', async () => {
    const { brandTo: _brandTo, logo: _logo, ...plain } = header;
    await showNode({ ...plain, menuText: 'Pages', label: 'Site pages', current: '/Nowhere' });
    expect(screen.getByRole('button', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Site pages' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hatid Lending' })).toBeNull();
    expect(screen.getByText('Hatid Lending')).toBeTruthy();
    expect(screen.getAllByRole('link').some((l) => l.hasAttribute('aria-current'))).toBe(false);
  });
});
