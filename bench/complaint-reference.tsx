/**
 * The complaint reference form of the benchmark: the chips, description textarea, label and send button of
 * screens/complain-page-next.json (the lazily loaded image uploader and dialog left out), with its data given up front.
 */
import type { ComponentType } from 'react';
import { register, type TypingCase } from './harness.ts';
import type { ScreenDocument } from '../schemas/generated/types.ts';

export const complaintData = {
  init: {
    problemType: [
      { value: '1', title: 'Collection' },
      { value: '2', title: 'Repayment' },
    ],
    problemSonType: [{ value: '11', title: 'Rude collector' }],
  },
};

export const complaintQuery = { problemType: '1', problemSonType: '11', orderNo: 'NO-1', orderId: '42' };

export const complaintDocument: ScreenDocument = {
  schemaVersion: 2,
  id: 'complain-page-next',
  title: 'Complaint',
  params: {
    problemType: { required: true },
    problemSonType: { default: '' },
    orderNo: { required: true },
    orderId: {},
  },
  state: { description: '', images: [], sentOpen: false },
  body: [
    {
      type: 'stack',
      direction: 'row',
      gap: 'sm',
      wrap: true,
      children: [
        { type: 'chip', text: "=find(data.init.problemType, 'value', params.problemType).title", selected: true },
        {
          type: 'chip',
          visible: "=params.problemSonType != ''",
          text: "=find(data.init.problemSonType, 'value', params.problemSonType).title",
          selected: true,
        },
      ],
    },
    {
      type: 'textarea',
      id: 'description',
      bind: '=state.description',
      label: 'Description',
      placeholder: 'Please describe your problem',
      maxLength: 200,
      counter: true,
      rows: 6,
    },
    { type: 'text', text: 'Image evidence (up to 9)', variant: 'label' },
    {
      type: 'button',
      id: 'send',
      text: 'Send',
      sticky: true,
      onTap: [
        { do: 'if', when: "=trim(state.description) == ''", then: [{ do: 'toast', text: 'Please fill in your comments and suggestions' }], else: [] },
      ],
    },
  ],
} as unknown as ScreenDocument;

/** Wraps each named component of `table` so every render adds one to counts[name]. */
function countInto(table: Record<string, unknown>, names: string[], counts: Record<string, number>): void {
  for (const name of names) {
    const Inner = table[name] as ComponentType<Record<string, unknown>>;
    counts[name] = 0;
    const Counted = (props: Record<string, unknown>) => {
      counts[name] = (counts[name] ?? 0) + 1;
      return <Inner {...props} />;
    };
    table[name] = Counted;
  }
}

/** The widgets whose renders the typing test counts. */
const countedWidgets = ['stack', 'chip', 'textarea', 'text', 'button'];

/** Registers a typing page: the table its widget components come from (wrapped with counters) and how it mounts. */
export function registerTyping(components: Record<string, unknown>, mount: TypingCase['mount']): void {
  register({ kind: 'typing', countRenders: (counts) => countInto(components, countedWidgets, counts), mount });
}
