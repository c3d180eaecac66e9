/**
 * The preview's inspect mode on the real renderer: a click selects the widget under it (its pointer and type) and runs
 * none of its actions (no native call, no navigation, no API call, no recorded step); the keyboard selects too; hover
 * outlines the widget; the studio's selection is outlined; turned off, the same taps work as for a borrower.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../../../schemas/generated/types.ts';
import type { FixtureStep } from '../../../schemas/generated/entities.ts';
import { createInspection, type DrawnNode } from '../../../renderer/preview/inspection.tsx';
import { startInspector, type Inspector } from '../../../studio/preview/inspect-mode.ts';
import { recordSteps } from '../../../studio/preview/step-recorder.ts';
import { showNode } from '../../support/render-node.tsx';

const body = [
  {
    type: 'stack',
    children: [
      { type: 'cell', title: 'Telephone', onTap: [{ do: 'native', action: 'callPhone', args: { phone: '123' } }] },
      { type: 'cell', title: 'Complaint', onTap: [{ do: 'navigate', to: '/complainPage' }] },
      { type: 'button', text: 'Send', onTap: [{ do: 'call', endpoint: 'complaint.save', with: {} }] },
    ],
  },
] as unknown as WidgetNode[];

let inspector: Inspector | undefined;
let stopSteps: (() => void) | undefined;
afterEach(() => {
  inspector?.stop();
  stopSteps?.();
  inspector = stopSteps = undefined;
  vi.restoreAllMocks();
});

async function inspected(pointerOf: (d: DrawnNode) => string | undefined = (d) => d.pointer) {
  const inspection = createInspection();
  const rendered = await showNode(body, { inspection });
  rendered.ports.answer('complaint.save', { ok: true, data: {} });
  const onSelect = vi.fn();
  const steps: FixtureStep[] = [];
  stopSteps = recordSteps(document, (step) => steps.push(step));
  inspector = startInspector(window, { container: rendered.container, drawnNodes: inspection.drawnNodes, pointerOf, onSelect });
  inspector.set(true, null);
  return { ...rendered, onSelect, steps, inspector };
}

const box = (kind: 'hover' | 'selected') => document.querySelector<HTMLElement>(`.hatid-inspect-box--${kind}`);

describe('inspect mode', () => {
  it('selects the widget clicked and runs none of its actions', async () => {
    const { onSelect, ports, steps, inspector } = await inspected();
    await userEvent.click(screen.getByText('Telephone'));
    await userEvent.click(screen.getByText('Complaint'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const stepsWhileInspecting = [...steps];
    // Actions run asynchronously: a tap in use mode afterwards, once its own call shows, proves none started before it.
    inspector.set(false, null);
    await userEvent.click(screen.getByText('Telephone'));
    await vi.waitFor(() => expect(ports.nativeCalls).toHaveLength(1));
    expect(onSelect.mock.calls).toEqual([
      ['/body/0/children/0', 'cell'],
      ['/body/0/children/1', 'cell'],
      ['/body/0/children/2', 'button'],
    ]);
    expect(ports.navigations).toEqual([]);
    expect(ports.calls).toEqual([]);
    expect(stepsWhileInspecting).toEqual([]);
  });

  it('selects a button pressed with the keyboard, and the screen for a click beside the widgets', async () => {
    const { onSelect, ports, container } = await inspected();
    screen.getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('/body/0/children/2', 'button');
    fireEvent.click(container);
    expect(onSelect).toHaveBeenLastCalledWith('', 'screen');
    expect(ports.calls).toEqual([]);
  });

  it('selects nothing for a widget that is not part of the draft (another screen), and still runs nothing', async () => {
    const { onSelect, ports } = await inspected(() => undefined);
    await userEvent.click(screen.getByText('Telephone'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(ports.nativeCalls).toEqual([]);
  });

  it('outlines the widget under the pointer and the one the studio selected, each with its type', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 40,
      right: 412,
      bottom: 96,
      width: 412,
      height: 56,
      x: 0,
      y: 40,
      toJSON: () => '',
    });
    const { inspector: running } = await inspected();
    expect(box('hover')?.hidden).toBe(true);
    fireEvent.mouseOver(screen.getByText('Complaint'));
    await waitFor(() => expect(box('hover')?.hidden).toBe(false));
    expect(box('hover')?.textContent).toBe('cell');
    expect(box('hover')?.style.top).toBe('40px');
    running.set(true, '/body/0/children/2');
    expect(box('selected')?.hidden).toBe(false);
    expect(box('selected')?.textContent).toBe('button');
    expect(document.documentElement.classList.contains('hatid-inspecting')).toBe(true);
  });

  it('turned off, the taps work as for a borrower again and are recorded', async () => {
    const { onSelect, ports, steps, inspector: running } = await inspected();
    running.set(false, null);
    expect(box('hover')?.hidden).toBe(true);
    expect(document.documentElement.classList.contains('hatid-inspecting')).toBe(false);
    await userEvent.click(screen.getByText('Telephone'));
    await waitFor(() => expect(ports.nativeCalls).toEqual([{ action: 'callPhone', args: { phone: '123' } }]));
    expect(onSelect).not.toHaveBeenCalled();
    expect(steps.length).toBe(1);
  });

  it('stop takes its outlines away', async () => {
    const { inspector: running } = await inspected();
    running.stop();
    inspector = undefined;
    expect(document.querySelector('.hatid-inspect-box')).toBeNull();
  });
});
