import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { StepListNode } from '../schemas/generated/types.ts';
import { siteNodeStory } from './support/site-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Step list', tags: ['autodocs'], ...widgetMeta('step-list') };
export default meta;

/** The home page's four steps, in the spec's words. */
const howTo: StepListNode = {
  type: 'step-list',
  title: 'How to get a loan',
  steps: [
    {
      title: 'Apply',
      text: 'Choose an amount and a period of 91 to 365 days, then fill in the short application form.',
      icon: '/images/site-step-apply.svg',
    },
    {
      title: 'Authentication',
      text: 'Confirm who you are with a valid government ID and the mobile number you applied with.',
      icon: '/images/site-step-authentication.svg',
    },
    {
      title: 'Next paragraph',
      text: 'Read the summary of your loan and its terms, then accept the offer if it suits you.',
      icon: '/images/site-step-next.svg',
    },
    {
      title: 'Account funds',
      text: 'The money is credited to your bank account or e-wallet within 1 to 3 calendar days after you accept.',
      icon: '/images/site-step-funds.svg',
    },
  ],
};

type Play = { canvasElement: HTMLElement };
const titles = ['Apply', 'Authentication', 'Next paragraph', 'Account funds'];

/** The steps' boxes, in order. */
function steps(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole('listitem');
}

/** Desktop: the four steps side by side in one row, each with its number, picture, heading and sentence. */
export const Desktop: StoryObj = {
  ...siteNodeStory(howTo, { wide: true, viewport: 'desktop' }).story,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'How to get a loan' })).toBeVisible();
    const items = steps(canvasElement);
    await expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(titles);
    await expect(new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size).toBe(1);
    for (const li of items) {
      // The number at the start of the card, the picture at its end.
      const number = within(li)
        .getByText(String(items.indexOf(li) + 1))
        .getBoundingClientRect();
      const icon = li.querySelector('img');
      await expect((icon as HTMLElement).getBoundingClientRect().right).toBeGreaterThan(li.getBoundingClientRect().right - 40);
      await expect(number.left).toBeLessThan(li.getBoundingClientRect().left + 40);
      await expect(icon).toBeVisible();
      // The picture really loads (it lives in public/images/).
      await waitFor(() => expect(icon?.naturalWidth ?? 0).toBeGreaterThan(0), { timeout: 4000 });
    }
  },
};

/** A 360 px phone: one step below the other, the number beside the heading, no pictures. */
export const Phone: StoryObj = {
  ...siteNodeStory(howTo, { viewport: 'phone' }).story,
  play: async ({ canvasElement }: Play) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'How to get a loan' });
    const items = steps(canvasElement);
    for (let i = 1; i < items.length; i++) {
      await expect((items[i] as HTMLElement).getBoundingClientRect().top).toBeGreaterThan(
        (items[i - 1] as HTMLElement).getBoundingClientRect().bottom,
      );
    }
    const first = items[0] as HTMLElement;
    const number = within(first).getByText('1').getBoundingClientRect();
    const heading = within(first).getByRole('heading', { level: 3 }).getBoundingClientRect();
    await expect(number.right).toBeLessThanOrEqual(heading.left);
    await expect(first.querySelector('img')).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Without a title and pictures: only the numbered steps. */
export const Plain: StoryObj = {
  ...siteNodeStory(
    { type: 'step-list', steps: howTo.steps.map(({ title, text }) => ({ title, ...(text ? { text } : {}) })) as StepListNode['steps'] },
    { viewport: 'phone' },
  ).story,
  play: async ({ canvasElement }: Play) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};
