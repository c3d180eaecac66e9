import type { Meta, StoryObj } from '@storybook/react-vite';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Divider', tags: ['autodocs'], ...widgetMeta('divider') };
export default meta;

/** A plain line between two texts. */
export const Plain: StoryObj = nodeStory([{ type: 'text', text: 'Above' }, { type: 'divider' }, { type: 'text', text: 'Below' }]);

/** A line with a label. */
export const Labelled: StoryObj = nodeStory([
  { type: 'text', text: 'Your complaint' },
  { type: 'divider', label: 'Process Result', spacing: 'lg' },
  { type: 'text', text: 'Reply from support' },
]);

/** No extra space. */
export const Tight: StoryObj = nodeStory([
  { type: 'text', text: 'Above' },
  { type: 'divider', spacing: 'none' },
  { type: 'text', text: 'Below' },
]);
