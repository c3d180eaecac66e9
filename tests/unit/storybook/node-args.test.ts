// @vitest-environment node
/** A widget story's controls read and write the properties of its widget node in the story's JSON. */
import { describe, expect, it } from 'vitest';
import { argsOfNode, nodeWithArgs } from '../../../stories/support/node-args.ts';

const page = [
  { type: 'text', text: 'Amount' },
  { type: 'stack', children: [{ type: 'button', text: 'Send', onTap: [{ do: 'toast', text: 'Sent' }] }] },
];

describe('story args of a JSON node', () => {
  it('are the properties of the first node of the widget type', () => {
    expect(argsOfNode(page, 'button')).toEqual({ text: 'Send', onTap: [{ do: 'toast', text: 'Sent' }] });
    expect(argsOfNode(page, 'dialog')).toEqual({});
    expect(argsOfNode(page, undefined)).toEqual({});
  });

  it('are written back into a copy, leaving the rest and the original as they were', () => {
    const edited = nodeWithArgs(page, { text: 'Pay now', variant: 'secondary', onTap: undefined }, 'button');
    expect(edited).toEqual([page[0], { type: 'stack', children: [{ type: 'button', text: 'Pay now', variant: 'secondary' }] }]);
    expect(page[1]).toEqual({ type: 'stack', children: [{ type: 'button', text: 'Send', onTap: [{ do: 'toast', text: 'Sent' }] }] });
  });

  it('give back the same JSON when unchanged', () => {
    expect(nodeWithArgs(page, argsOfNode(page, 'button'), 'button')).toEqual(page);
  });
});
