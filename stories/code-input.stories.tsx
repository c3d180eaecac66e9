import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CodeInputNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';
import { expectFieldError } from './support/field-error-play.ts';

const meta: Meta = { title: 'Widgets/Code input', tags: ['autodocs'], ...widgetMeta('code-input') };
export default meta;

const otp: CodeInputNode = { type: 'code-input', bind: '=state.code', label: 'Verification code', placeholder: 'Enter the 6-digit code' };

/** Empty, with its label and hint; typing keeps only digits, six at most. */
export const Empty: StoryObj = {
  ...nodeStory([otp, { type: 'text', text: "='Kept: ' + state.code", variant: 'caption' }], { state: { code: '' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Verification code' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '12 34-5678');
    await expect(field).toHaveValue('123456');
    await expect(canvas.getByText('Kept: 123456')).toBeVisible();
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Filled in. */
export const Filled: StoryObj = nodeStory(otp, { state: { code: '482913' } });

/** With the SMS code screen around it: focus on open, and the resend button below. */
export const OnSmsScreen: StoryObj = {
  ...nodeStory(
    [
      { type: 'text', text: 'We sent a code to 0917 *** 4567.', variant: 'caption' },
      { ...otp, autoFocus: true },
      {
        type: 'countdown-button',
        text: 'Send code',
        seconds: '=state.seconds',
        variant: 'secondary',
        onTap: [{ do: 'countdown', path: '=state.seconds', from: 60 }],
      },
    ],
    { state: { code: '', seconds: 37 } },
  ),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: 'Verification code' });
    await expect(field).toHaveFocus();
  },
};

/** A 4-character code of letters and digits. */
export const LettersAllowed: StoryObj = {
  ...nodeStory({ ...otp, label: 'Referral code', placeholder: 'e.g. AB12', length: 4, digitsOnly: false }, { state: { code: '' } }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: 'Referral code' });
    await userEvent.type(field, 'ab12cd');
    await expect(field).toHaveValue('ab12');
  },
};

/** In error after a tap on Register with no code: the message under the box, read out, the box marked invalid. */
export const WithError: StoryObj = {
  ...nodeStory({ ...otp, label: 'SMS code', error: 'Please enter the SMS code.' }, { state: { code: '' } }),
  play: async ({ canvasElement }) => {
    await expectFieldError(canvasElement, 'SMS code', 'Please enter the SMS code.');
  },
};
