import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TabsNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Tabs', tags: ['autodocs'], ...widgetMeta('tabs') };
export default meta;

const complaint = (id: number, type: string, content: string) => ({ id, time: '2024-05-0' + String(id) + ' 10:11:12', type, content });

const data = {
  list: {
    tabs: [
      {
        title: 'Processing',
        list: [complaint(1, 'Collection', 'The collector called me late at night.'), complaint(2, 'Repayment', 'My payment is not credited yet.')],
      },
      { title: 'Finished', list: [complaint(3, 'Account', 'I cannot change my phone number.')] },
      { title: 'Closed', list: [] },
    ],
  },
};

/** The complaint list: server tabs, each a list of complaints; an empty tab shows an empty state. */
const complaintTabs: TabsNode = {
  type: 'tabs',
  items: '=data.list.tabs',
  label: '=item.title',
  bind: '=state.tab',
  render: {
    type: 'repeat',
    items: '=item.list',
    as: 'row',
    gap: 'none',
    render: {
      type: 'cell',
      title: '=row.type',
      description: '=row.time',
      value: '=row.content',
      chevron: true,
      onTap: [{ do: 'navigate', to: '/complainDetails', query: { problemId: '=row.id' } }],
    },
    empty: { type: 'empty-state', icon: 'empty', title: 'No complaints' },
  },
};

/** Switching tabs shows the other tab's list. */
export const ComplaintList: StoryObj = {
  ...nodeStory(complaintTabs, { data, state: { tab: 0 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The collector called me late at night.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Finished' }));
    await expect(canvas.getByText('I cannot change my phone number.')).toBeVisible();
    await expect(canvas.queryByText('The collector called me late at night.')).toBeNull();
  },
};

/** An empty tab chosen at start. */
export const EmptyTab: StoryObj = nodeStory(complaintTabs, { data, state: { tab: 2 } });

/** Many tabs: the row scrolls sideways. */
export const ManyTabs: StoryObj = nodeStory(
  { type: 'tabs', items: '=data.tabs', label: '=item', initial: 4, render: { type: 'text', text: "='Content of ' + item" } },
  { data: { tabs: ['Pending', 'Processing', 'Waiting for reply', 'Finished', 'Closed', 'All complaints'] } },
);

/** The bank form's card type row: no content of its own; bind keeps the chosen type's value and the fields below follow it. */
export const CardTypeSwitch: StoryObj = {
  ...nodeStory(
    [
      { type: 'tabs', items: '=data.cardTypes', label: '=item.name', value: '=item.type', bind: '=state.form.cardType' },
      {
        type: 'switch',
        on: '=state.form.cardType',
        cases: {
          '1': { type: 'text-input', bind: '=state.form.accountNo', label: 'Bank account number', placeholder: 'Please enter', digitsOnly: true },
          '2': { type: 'phone-input', bind: '=state.form.walletPhone', label: 'E-wallet mobile number', placeholder: '11-digit mobile number' },
        },
      },
    ],
    {
      data: {
        cardTypes: [
          { name: 'Bank card', type: 1 },
          { name: 'E-wallet', type: 2 },
        ],
      },
      state: { form: { cardType: 1 } },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await expect(await canvas.findByRole('textbox', { name: 'Bank account number' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'E-wallet' }));
    await expect(await canvas.findByRole('textbox', { name: 'E-wallet mobile number' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Bank account number' })).toBeNull();
  },
};
