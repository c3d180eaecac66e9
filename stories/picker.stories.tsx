import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PickerNode, WidgetNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Picker', tags: ['autodocs'], ...widgetMeta('picker', { overlayHeight: '560px' }) };
export default meta;

/** Option items of the bank form, as the server sends them (note: name and type). */
const items = [
  {
    code: 'bankCode',
    title: 'Bank',
    subtitle: 'Please select your bank',
    note: ['BDO Unibank', 'Metrobank', 'Land Bank of the Philippines', 'BPI', 'Security Bank', 'UnionBank', 'RCBC', 'China Bank', 'PNB'].map(
      (name, i) => ({ name, type: i + 1 }),
    ),
  },
  {
    code: 'payDay',
    title: 'Pay day',
    subtitle: 'Please select',
    note: [
      { name: '15th of the month', type: 15 },
      { name: '30th of the month', type: 30 },
    ],
  },
];

/** The bank form's picker: opened for the item named by state.pickerCode, writing into state.form[that code]. */
const picker: PickerNode = {
  type: 'picker',
  open: '=state.pickerOpen',
  title: "=find(data.items, 'code', state.pickerCode).title",
  items: "=find(data.items, 'code', state.pickerCode).note",
  label: '=item.name',
  value: '=item.type',
  bind: '=state.form[state.pickerCode]',
};

/** The option rows of the form (cells that open the picker) and the picker itself. */
const form: WidgetNode[] = [
  {
    type: 'repeat',
    items: '=data.items',
    as: 'field',
    render: {
      type: 'cell',
      title: '=field.title',
      value: '=default(find(field.note, "type", state.form[field.code]).name, field.subtitle)',
      chevron: true,
      onTap: [
        { do: 'set', path: '=state.pickerCode', value: '=field.code' },
        { do: 'set', path: '=state.pickerOpen', value: true },
      ],
    },
  },
  picker,
];

/** Open on an item with nothing chosen yet: the first option is highlighted; the list scrolls. */
export const Open: StoryObj = {
  ...nodeStory(form, { data: { items }, state: { form: {}, pickerCode: 'bankCode', pickerOpen: true } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Bank' });
    await expect(within(dialog).getByRole('option', { name: 'BDO Unibank' })).toHaveAttribute('aria-selected', 'true');
    for (const option of within(dialog).getAllByRole('option').slice(0, 3))
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Open on the current choice (Security Bank, type 5), scrolled into view. */
export const OpenOnCurrent: StoryObj = {
  ...nodeStory(form, { data: { items }, state: { form: { bankCode: 5 }, pickerCode: 'bankCode', pickerOpen: true } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const option = await body.findByRole('option', { name: 'Security Bank' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(option).toBeVisible());
  },
};

/** Tapping an option highlights it; Confirm keeps it and closes, and the row shows the choice. */
export const Confirming: StoryObj = {
  ...nodeStory(form, { data: { items }, state: { form: {}, pickerCode: '', pickerOpen: false } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /Pay day/ }));
    const dialog = await body.findByRole('dialog', { name: 'Pay day' });
    await userEvent.click(within(dialog).getByRole('option', { name: '30th of the month' }));
    await expect(within(dialog).getByRole('option', { name: '30th of the month' })).toHaveAttribute('aria-selected', 'true');
    // Only highlighted so far: the row behind the panel still asks.
    await expect(body.getByRole('button', { name: /Pay day/, hidden: true })).toHaveTextContent('Please select');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.getByRole('button', { name: /Pay day/ })).toHaveTextContent('30th of the month');
  },
};

/** Dismiss closes without changing the choice. */
export const Dismissing: StoryObj = {
  ...nodeStory(form, { data: { items }, state: { form: { bankCode: 2 }, pickerCode: 'bankCode', pickerOpen: true } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Bank' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'BPI' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.getByRole('button', { name: /Bank/ })).toHaveTextContent('Metrobank');
  },
};

/** A short list with its own button texts. */
export const ShortList: StoryObj = nodeStory(
  { ...picker, confirmText: 'OK', dismissText: 'Cancel' },
  { data: { items }, state: { form: { payDay: 15 }, pickerCode: 'payDay', pickerOpen: true } },
);
