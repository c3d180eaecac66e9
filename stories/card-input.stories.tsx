import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CardInputNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';
import { expectFieldError } from './support/field-error-play.ts';

const meta: Meta = { title: 'Widgets/Card input', tags: ['autodocs'], ...widgetMeta('card-input') };
export default meta;

const card: CardInputNode = { type: 'card-input', bind: '=state.cardNo', label: 'Card number', placeholder: 'Enter your card number' };
const kept = { type: 'text' as const, text: "='Kept: ' + state.cardNo", variant: 'caption' as const };

/** Empty; typing shows the digits in groups of four and the state keeps them bare. */
export const Empty: StoryObj = {
  ...nodeStory([card, kept], { state: { cardNo: '' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Card number' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '6222-0212 3456 7890');
    await expect(field).toHaveValue('6222 0212 3456 7890');
    await expect(canvas.getByText('Kept: 6222021234567890')).toBeVisible();
  },
};

/** The longest number (19 digits): typing more is ignored. */
export const Full: StoryObj = {
  ...nodeStory([card, kept], { state: { cardNo: '6222021234567890123' } }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: 'Card number' });
    await expect(field).toHaveValue('6222 0212 3456 7890 123');
    await userEvent.type(field, '4');
    await expect(field).toHaveValue('6222 0212 3456 7890 123');
  },
};

/** A 16-digit card: maxLength 16. */
export const SixteenDigits: StoryObj = {
  ...nodeStory([{ ...card, maxLength: 16 }, kept], { state: { cardNo: '' } }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: 'Card number' });
    await userEvent.type(field, '41111111111111112222');
    await expect(field).toHaveValue('4111 1111 1111 1111');
  },
};

/** In error after a tap on Next with the box empty: the message under it, read out, the box marked invalid. */
export const WithError: StoryObj = {
  ...nodeStory({ ...card, error: 'Please fill in Card number.' }, { state: { cardNo: '' } }),
  play: async ({ canvasElement }) => {
    await expectFieldError(canvasElement, 'Card number', 'Please fill in Card number.');
  },
};
