import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TextInputNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';
import { expectFieldError } from './support/field-error-play.ts';

const meta: Meta = { title: 'Widgets/Text input', tags: ['autodocs'], ...widgetMeta('text-input') };
export default meta;

/** A text item of the bank form: digits only, on the number keyboard. */
const account: TextInputNode = {
  type: 'text-input',
  bind: '=state.form.account',
  label: 'Account number',
  placeholder: 'Please enter',
  digitsOnly: true,
};
const kept = { type: 'text' as const, text: "='Kept: ' + default(state.form.account, '')", variant: 'caption' as const };

/** Empty, with its label and hint; typing keeps only the digits. */
export const DigitsOnly: StoryObj = {
  ...nodeStory([account, kept], { state: { form: { account: '' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Account number' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '00-12 34a5');
    await expect(field).toHaveValue('0012345');
    await expect(canvas.getByText('Kept: 0012345')).toBeVisible();
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Filled in from the state. */
export const Filled: StoryObj = nodeStory(account, { state: { form: { account: '001234567890' } } });

/** Any text, such as the account holder's name. */
export const AnyText: StoryObj = {
  ...nodeStory({ type: 'text-input', bind: '=state.name', label: 'Account name', placeholder: 'As printed on your card' }, { state: { name: '' } }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: 'Account name' });
    await expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'Maria Santos');
    await expect(field).toHaveValue('Maria Santos');
  },
};

/** At most 6 digits: typing more is ignored. */
export const MaxLength: StoryObj = {
  ...nodeStory({ ...account, label: 'Branch code', maxLength: 6 }, { state: { form: { account: '' } } }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: 'Branch code' });
    await userEvent.type(field, '123456789');
    await expect(field).toHaveValue('123456');
  },
};

/** Several text items of the bank form, as the server sends them, on a card. */
export const BankForm: StoryObj = nodeStory(
  {
    type: 'stack',
    surface: 'card',
    gap: 'md',
    children: [
      {
        type: 'text-input',
        bind: '=state.form.accountNo',
        label: 'Account number',
        placeholder: 'Please enter your account number',
        digitsOnly: true,
      },
      { type: 'text-input', bind: '=state.form.clabe', label: 'Routing number', placeholder: 'Please enter', digitsOnly: true, maxLength: 9 },
      { type: 'text-input', bind: '=state.form.name', label: 'Account holder', placeholder: 'As printed on your card' },
    ],
  },
  { state: { form: { accountNo: '', clabe: '021000021', name: '' } } },
);

/** In error after a tap on Next with the box empty: the message under it, read out, the box marked invalid. */
export const WithError: StoryObj = {
  ...nodeStory({ ...account, error: "=state.form.account == '' ? 'Please fill in Account number.' : ''" }, { state: { form: { account: '' } } }),
  play: async ({ canvasElement }) => {
    await expectFieldError(canvasElement, 'Account number', 'Please fill in Account number.');
  },
};
