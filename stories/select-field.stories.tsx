import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PickerNode, SelectFieldNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';
import { expectFieldError } from './support/field-error-play.ts';

const meta: Meta = { title: 'Widgets/Select field', tags: ['autodocs'], ...widgetMeta('select-field') };
export default meta;

/** The banks of the bank form's Bank item, as the server sends them (note: name and type). */
const banks = [
  { name: 'BDO Unibank', type: '90006' },
  { name: 'BPI', type: '90007' },
  { name: 'Metrobank', type: '90008' },
  { name: 'UnionBank of the Philippines', type: '90009' },
];

/** The Bank item of the bank form: the chosen bank's name, else the grey hint; tapping opens the picker. */
const bank: SelectFieldNode = {
  type: 'select-field',
  label: 'Bank',
  text: "=default(find(state.banks, 'type', state.form.bank).name, '')",
  placeholder: 'Choose your bank',
  onTap: [{ do: 'set', path: '=state.pickerOpen', value: true }],
};

/** The picker the field opens, writing the chosen bank's type into state.form.bank. */
const picker: PickerNode = {
  type: 'picker',
  open: '=state.pickerOpen',
  title: 'Bank',
  items: '=state.banks',
  label: '=item.name',
  value: '=item.type',
  bind: '=state.form.bank',
};

const state = (form: Record<string, unknown> = {}) => ({ banks, form, pickerOpen: false });

/** The computed colour of a CSS colour value (such as a design token), to compare with what an element shows. */
function colourOf(value: string, doc: Document): string {
  const probe = doc.createElement('span');
  probe.style.color = value;
  doc.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** A bank is chosen: its name in the box, in the normal text colour, with the arrow. */
export const Chosen: StoryObj = {
  ...nodeStory(bank, { state: state({ bank: '90007' }) }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('button', { name: 'Bank BPI' });
    await expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(field).toHaveTextContent(/^BPI$/);
    const text = within(field).getByText('BPI');
    await expect(getComputedStyle(text).color).not.toBe(colourOf('var(--h-color-text-muted)', canvasElement.ownerDocument));
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Nothing chosen yet: the grey hint, and the field is named by its label and hint. */
export const EmptyWithHint: StoryObj = {
  ...nodeStory(bank, { state: state() }),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('button', { name: 'Bank Choose your bank' });
    const hint = within(field).getByText('Choose your bank');
    await expect(getComputedStyle(hint).color).toBe(colourOf('var(--h-color-text-muted)', canvasElement.ownerDocument));
  },
};

/** A name longer than the box (here in a 280 px column): one line, cut with an ellipsis, the arrow still inside the box. */
export const LongText: StoryObj = {
  ...nodeStory(
    { ...bank, label: 'Branch', text: 'UnionBank of the Philippines, Ortigas Center branch, Pasig City, Metro Manila' },
    { state: state() },
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('button', { name: /^Branch UnionBank of the Philippines, Ortigas/ });
    const text = within(field).getByText(/^UnionBank of the Philippines/);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(getComputedStyle(text).whiteSpace).toBe('nowrap');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    const box = field.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(280);
    await expect(box.height).toBeLessThan(64);
    const arrow = field.querySelector('svg')?.getBoundingClientRect();
    await expect(arrow?.width).toBeGreaterThan(0);
    await expect(arrow?.right ?? Infinity).toBeLessThanOrEqual(box.right);
  },
};

/** Tapping opens the picker on the current choice; Confirm puts the new choice in the box. */
export const TapOpensPicker: StoryObj = {
  ...nodeStory([bank, picker], { state: state({ bank: '90006' }) }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Bank BDO Unibank' }));
    const dialog = await body.findByRole('dialog', { name: 'Bank' });
    await expect(within(dialog).getByRole('option', { name: 'BDO Unibank' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('option', { name: 'Metrobank' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.getByRole('button', { name: 'Bank Metrobank' })).toBeVisible();
  },
};

/** In error after a tap on Next with no bank chosen: the message under the field, read out, the field marked invalid. */
export const WithError: StoryObj = {
  ...nodeStory({ ...bank, error: 'Please choose Bank.' }, { state: state({ bank: '' }) }),
  play: async ({ canvasElement }) => {
    await expectFieldError(canvasElement, /^Bank/, 'Please choose Bank.', 'button');
  },
};
