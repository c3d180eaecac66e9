import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SiteFooterNode } from '../schemas/generated/types.ts';
import { siteNodeStory } from './support/site-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = {
  title: 'Widgets/Site footer',
  tags: ['autodocs'],
  ...widgetMeta('site-footer'),
};
export default meta;

/** The website's footer as its pages write it. */
const footer: SiteFooterNode = {
  type: 'site-footer',
  company: 'Hatid Lending Corporation',
  note: 'SEC Registration No. CS201907721 · Certificate of Authority No. 3107',
  phone: '(02) 8812 4400',
  email: 'support@hatid.ph',
  address: 'Unit 1204, 88 Paseo de Roxas, Legaspi Village\nMakati City 1229, Metro Manila, Philippines',
  copyright: '© 2025 Hatid Lending Corporation. All rights reserved.',
};

type Play = { canvasElement: HTMLElement };

/** Checks every part shows, with tel: and mailto: links big enough to tap, in white on the brand colour. */
async function complete(canvasElement: HTMLElement) {
  const info = await within(canvasElement).findByRole('contentinfo');
  await expect(within(info).getByText('Hatid Lending Corporation')).toBeVisible();
  const phone = within(info).getByRole('link', { name: '(02) 8812 4400' });
  await expect(phone).toHaveAttribute('href', 'tel:0288124400');
  const email = within(info).getByRole('link', { name: 'support@hatid.ph' });
  await expect(email).toHaveAttribute('href', 'mailto:support@hatid.ph');
  for (const link of [phone, email]) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  await expect(within(info).getByText(/Makati City 1229/)).toBeVisible();
  await expect(within(info).getByText('© 2025 Hatid Lending Corporation. All rights reserved.')).toBeVisible();
  await expect(getComputedStyle(info).color).toBe('rgb(255, 255, 255)');
  return info;
}

const desktop = siteNodeStory(footer, { wide: true, viewport: 'desktop' });
/** Desktop: company on the left, contact lines on the right, copyright under both. */
export const Desktop: StoryObj = {
  ...desktop.story,
  play: async ({ canvasElement }: Play) => {
    const info = await complete(canvasElement);
    const name = within(info).getByText('Hatid Lending Corporation').getBoundingClientRect();
    const phone = within(info).getByRole('link', { name: '(02) 8812 4400' }).getBoundingClientRect();
    await expect(phone.left).toBeGreaterThan(name.right);
  },
};

const phone = siteNodeStory(footer, { viewport: 'phone' });
/** A 360 px phone: everything one below the other, nothing wider than the screen. */
export const Phone: StoryObj = {
  ...phone.story,
  play: async ({ canvasElement }: Play) => {
    const info = await complete(canvasElement);
    const name = within(info).getByText('Hatid Lending Corporation').getBoundingClientRect();
    const phoneLink = within(info).getByRole('link', { name: '(02) 8812 4400' }).getBoundingClientRect();
    await expect(phoneLink.top).toBeGreaterThan(name.bottom);
    await expect(info.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Only the company name given: no empty contact list. */
export const NameOnly: StoryObj = {
  ...siteNodeStory({ type: 'site-footer', company: 'Hatid Lending Corporation' }, { viewport: 'phone' }).story,
  play: async ({ canvasElement }: Play) => {
    const info = await within(canvasElement).findByRole('contentinfo');
    await expect(info.textContent).toBe('Hatid Lending Corporation');
    await expect(within(info).queryByRole('list')).toBeNull();
  },
};
