import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SiteHeaderNode } from '../schemas/generated/types.ts';
import { siteNodeStory } from './support/site-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = {
  title: 'Widgets/Site header',
  tags: ['autodocs'],
  ...widgetMeta('site-header'),
};
export default meta;

/** The website's header as its pages write it (here on the calculator page). */
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

const names = ['Home', 'About us', 'Calculator', 'Privacy Agreement', 'Loan terms and conditions'];
type Play = { canvasElement: HTMLElement };

const desktop = siteNodeStory(header, { wide: true, viewport: 'desktop' });
/** Desktop: the brand and all five tabs in one row, the current one filled; no Menu button. */
export const Desktop: StoryObj = {
  ...desktop.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(names);
    const tops = new Set(links.map((l) => Math.round(l.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const current = within(nav).getByRole('link', { name: 'Calculator' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(current).backgroundColor).not.toBe(getComputedStyle(links[0] as HTMLElement).backgroundColor);
    const brand = canvas.getByRole('link', { name: 'Hatid Lending' });
    await expect(brand.getBoundingClientRect().top).toBeLessThan((links[0] as HTMLElement).getBoundingClientRect().bottom);
  },
};

const navigating = siteNodeStory(header, { wide: true, viewport: 'desktop' });
/** Clicking a tab or the brand navigates inside the app (the page itself does not load another address). */
export const NavigatesInPlace: StoryObj = {
  ...navigating.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const before = window.location.href;
    await userEvent.click(await canvas.findByRole('link', { name: 'Loan terms and conditions' }));
    await waitFor(() => expect(navigating.ports.current().navigations.at(-1)).toEqual({ to: '/Loan', query: {}, replace: false }));
    await userEvent.click(canvas.getByRole('link', { name: 'Hatid Lending' }));
    await waitFor(() => expect(navigating.ports.current().navigations.at(-1)?.to).toBe('/'));
    await expect(window.location.href).toBe(before);
  },
};

const phone = siteNodeStory(header, { viewport: 'phone' });
/** A 360 px phone: the brand and a Menu button; the tabs are folded away. */
export const PhoneFolded: StoryObj = {
  ...phone.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(menu.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const phoneOpen = siteNodeStory(header, { viewport: 'phone' });
/** A 360 px phone with the menu open: the five tabs one per line, each a big tap target; Escape folds them (the play opens them again). */
export const PhoneMenuOpen: StoryObj = {
  ...phoneOpen.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(names);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(360);
    }
    const lefts = new Set(links.map((l) => Math.round(l.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(within(nav).getByRole('link', { name: 'Calculator' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // Open again: the story is the open menu.
    await userEvent.click(menu);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

const phoneFollow = siteNodeStory(header, { viewport: 'phone' });
/** On a phone, choosing a tab from the menu navigates and folds the menu. */
export const PhoneMenuNavigates: StoryObj = {
  ...phoneFollow.story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(phoneFollow.ports.current().navigations.at(-1)?.to).toBe('/About'));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
