import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ColumnsNode } from '../schemas/generated/types.ts';
import { siteNodeStory } from './support/site-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Columns', tags: ['autodocs'], ...widgetMeta('columns') };
export default meta;

/** Two cards, as the calculator lays out its form and its results. */
const twoCards: ColumnsNode = {
  type: 'columns',
  children: [
    {
      type: 'stack',
      id: 'left',
      surface: 'card',
      padding: 'lg',
      children: [
        { type: 'text', text: 'Loan amount', variant: 'subtitle' },
        { type: 'text', text: 'The form goes here.' },
      ],
    },
    {
      type: 'stack',
      id: 'right',
      surface: 'card',
      padding: 'lg',
      children: [
        { type: 'text', text: 'Your estimate', variant: 'subtitle' },
        { type: 'text', text: 'The figures go here.' },
      ],
    },
  ],
};

type Play = { canvasElement: HTMLElement };
const box = (canvasElement: HTMLElement, id: string) => (canvasElement.ownerDocument.getElementById(id) as HTMLElement).getBoundingClientRect();

/** Desktop: side by side, equal widths, tops aligned. */
export const Desktop: StoryObj = {
  ...siteNodeStory(twoCards, { wide: true, viewport: 'desktop' }).story,
  play: async ({ canvasElement }: Play) => {
    await within(canvasElement).findByText('Your estimate');
    const left = box(canvasElement, 'left');
    const right = box(canvasElement, 'right');
    await expect(right.left).toBeGreaterThan(left.right);
    await expect(Math.abs(left.width - right.width)).toBeLessThan(1);
    await expect(left.top).toBe(right.top);
  },
};

/** A 360 px phone: one below the other, each the full width. */
export const Phone: StoryObj = {
  ...siteNodeStory(twoCards, { viewport: 'phone' }).story,
  play: async ({ canvasElement }: Play) => {
    await within(canvasElement).findByText('Your estimate');
    const left = box(canvasElement, 'left');
    const right = box(canvasElement, 'right');
    await expect(right.top).toBeGreaterThan(left.bottom);
    await expect(left.width).toBe(right.width);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
