import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../schemas/widgets/status-icon.schema.json';
import type { StatusIconProps } from '../../schemas/generated/widget-props.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const names: StatusIconProps['name'][] = ['processing', 'failed', 'pending', 'repaying', 'overdue', 'finished', 'error'];

describe('status-icon widget', () => {
  it('offers exactly the order statuses the screens need', () => {
    expect([...schema.properties.name.enum].sort()).toEqual([...names].sort());
  });

  it.each(names)('draws %s as a named picture', async (name) => {
    await showNode({ type: 'status-icon', name, label: `Status ${name}` });
    const img = screen.getByRole('img', { name: `Status ${name}` });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.querySelectorAll('path, circle, rect').length).toBeGreaterThan(1);
  });

  it('gives each status its own drawing and a colour by meaning', async () => {
    await showNode(names.map((name) => ({ type: 'status-icon' as const, name })));
    const drawings = names.map((name) => screen.getByRole('img', { name: name.charAt(0).toUpperCase() + name.slice(1) }));
    expect(new Set(drawings.map((svg) => svg.querySelector('g')?.innerHTML)).size).toBe(names.length);
    expect(drawings[names.indexOf('finished')]?.getAttribute('class')).toContain('h-status-icon--success');
    expect(drawings[names.indexOf('overdue')]?.getAttribute('class')).toContain('h-status-icon--warning');
    expect(drawings[names.indexOf('failed')]?.getAttribute('class')).toContain('h-status-icon--danger');
    expect(drawings[names.indexOf('processing')]?.getAttribute('class')).toContain('h-status-icon--primary');
  });

  it('takes its name from an expression and grows with size lg', async () => {
    await showNode(
      { type: 'status-icon', name: 'overdue', size: 'lg', label: '=data.order.noticeStatusText' },
      { data: { order: { noticeStatusText: 'Overdue 3 days' } } },
    );
    expect(screen.getByRole('img', { name: 'Overdue 3 days' }).getAttribute('width')).toBe('96');
  });
});
