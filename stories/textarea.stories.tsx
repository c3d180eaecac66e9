import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TextareaNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';
import { expectFieldError } from './support/field-error-play.ts';

const meta: Meta = { title: 'Widgets/Textarea', tags: ['autodocs'], ...widgetMeta('textarea') };
export default meta;

const description: TextareaNode = {
  type: 'textarea',
  bind: '=state.description',
  label: 'Description',
  placeholder: 'Please describe your problem',
  maxLength: 200,
  counter: true,
  rows: 6,
};
const full = 'The collector called my mother and my employer three times on Monday even though my loan is not yet due. '.repeat(2).slice(0, 200);

/** Empty description box with its 0/200 counter; typing updates the counter. */
export const Empty: StoryObj = {
  ...nodeStory(description, { state: { description: '' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Description' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(box, 'Hello');
    await expect(canvas.getByText('5/200')).toBeVisible();
  },
};

/** At the 200-character limit: further typing is ignored. */
export const AtLimit: StoryObj = {
  ...nodeStory(description, { state: { description: full } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    await expect(canvas.getByText('200/200')).toBeVisible();
    await userEvent.type(box, 'more');
    await expect(box.value).toBe(full);
  },
};

/** Read-only complaint content on the detail screen, with its counter. */
export const ReadOnly: StoryObj = nodeStory(
  { type: 'textarea', bind: '=state.content', label: 'Description', readOnly: true, maxLength: 200, counter: true, rows: 5 },
  { state: { content: 'I paid on 10 March through GCash but the order still shows as overdue.' } },
);

/** Without a label the placeholder names the box; no counter. */
export const PlaceholderOnly: StoryObj = nodeStory(
  { type: 'textarea', bind: '=state.note', placeholder: 'Please describe your problem' },
  { state: { note: '' } },
);

/** In error after a tap on Submit with nothing written: the message under the box, read out, the box marked invalid. */
export const WithError: StoryObj = {
  ...nodeStory(
    { ...description, label: 'Comments and suggestions', error: 'Please fill in your comments and suggestions' },
    { state: { description: '' } },
  ),
  play: async ({ canvasElement }) => {
    await expectFieldError(canvasElement, 'Comments and suggestions', 'Please fill in your comments and suggestions');
  },
};
