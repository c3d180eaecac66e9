import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PhoneInputNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';
import { expectFieldError } from './support/field-error-play.ts';

const meta: Meta = { title: 'Widgets/Phone input', tags: ['autodocs'], ...widgetMeta('phone-input') };
export default meta;

const mobile: PhoneInputNode = { type: 'phone-input', bind: '=state.mobile', label: 'Mobile number', placeholder: '11-digit mobile number' };
const kept = { type: 'text' as const, text: "='Kept: ' + state.mobile", variant: 'caption' as const };

/** Empty; typing shows the digits grouped 3-4-4 and the state keeps them bare, 11 at most. */
export const Empty: StoryObj = {
  ...nodeStory([mobile, kept], { state: { mobile: '' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Mobile number' });
    await expect(field).toHaveAttribute('type', 'tel');
    await userEvent.type(field, '0917-123-45678');
    await expect(field).toHaveValue('091 7123 4567');
    await expect(canvas.getByText('Kept: 09171234567')).toBeVisible();
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A full number from the state. */
export const Filled: StoryObj = nodeStory([mobile, kept], { state: { mobile: '09171234567' } });

/** Typing and deleting in the middle: the caret stays beside what was typed, across the regrouped spaces. */
export const EditInTheMiddle: StoryObj = {
  ...nodeStory([mobile, kept], { state: { mobile: '0917123' } }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole<HTMLInputElement>('textbox', { name: 'Mobile number' });
    await userEvent.type(field, '5', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(field).toHaveValue('095 1712 3');
    await expect(field.selectionStart).toBe(3);
    await userEvent.keyboard('8');
    await expect(field).toHaveValue('095 8171 23');
    await expect(field.selectionStart).toBe(5);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(field).toHaveValue('091 7123');
    await expect(field.selectionStart).toBe(2);
  },
};

/** Without a label: read out by its placeholder. */
export const NoLabel: StoryObj = nodeStory({ type: 'phone-input', bind: '=state.mobile', placeholder: 'Mobile number' }, { state: { mobile: '' } });

/** In error: a number that is not 11 digits; the message follows the typing and goes once the number is whole. */
export const WithError: StoryObj = {
  ...nodeStory(
    { ...mobile, error: "=check(state.mobile, 'mobile') ? '' : 'Please enter a valid 11-digit mobile number.'" },
    { state: { mobile: '1391234' } },
  ),
  play: async ({ canvasElement }) => {
    const field = await expectFieldError(canvasElement, 'Mobile number', 'Please enter a valid 11-digit mobile number.');
    await userEvent.type(field, '5678');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
