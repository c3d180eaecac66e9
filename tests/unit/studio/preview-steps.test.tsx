/** Step recording: taps and typing in the preview's DOM become fixture steps that find the same elements again. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FixtureStep, FixtureTarget } from '../../../schemas/generated/entities.ts';
import { emptySession, recordEvent } from '../../../studio/preview/preview-session.ts';
import { recordSteps } from '../../../studio/preview/step-recorder.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function recording(): FixtureStep[] {
  const steps: FixtureStep[] = [];
  stop = recordSteps(document, (step) => steps.push(step));
  return steps;
}

/** What the fixture runner would find for a target (its queries: role + name, label, text, each with nth). */
function found(target: FixtureTarget): HTMLElement | undefined {
  const all = target.role
    ? screen.getAllByRole(target.role, target.name ? { name: target.name } : {})
    : target.label
      ? screen.getAllByLabelText(target.label)
      : screen.getAllByText(target.text ?? '');
  return all[target.nth ?? 0];
}

describe('recordSteps', () => {
  it('records a click on a button as a tap with role button and its name', async () => {
    const steps = recording();
    render(
      <button type="button">
        <span>Send</span>
      </button>,
    );
    await userEvent.click(screen.getByText('Send'));
    expect(steps).toEqual([{ tap: { role: 'button', name: 'Send' } }]);
  });

  it('records tabs, links and labelled icon buttons by role and name', async () => {
    const steps = recording();
    render(
      <>
        <div role="tablist">
          <button type="button" role="tab">
            Pending
          </button>
          <button type="button" role="tab">
            Completed
          </button>
        </div>
        <a href="#help">Help</a>
        <button type="button" aria-label="Back">
          <svg aria-hidden="true" />
        </button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('Completed'));
    await user.click(screen.getByText('Help'));
    await user.click(screen.getByLabelText('Back'));
    expect(steps).toEqual([
      { tap: { role: 'tab', name: 'Completed' } },
      { tap: { role: 'link', name: 'Help' } },
      { tap: { role: 'button', name: 'Back' } },
    ]);
  });

  it('tells equal buttons apart by their position', async () => {
    const steps = recording();
    render(
      <>
        <button type="button">Copy</button>
        <button type="button">Copy</button>
      </>,
    );
    await userEvent.click(screen.getAllByText('Copy')[1] as HTMLElement);
    expect(steps).toEqual([{ tap: { role: 'button', name: 'Copy', nth: 1 } }]);
    expect(found(steps[0]?.tap ?? {})).toBe(screen.getAllByRole('button')[1]);
  });

  it('records a tap on a row with several texts by the text tapped', async () => {
    const steps = recording();
    render(
      <button type="button">
        <span>Loan amount and fees</span>
        <span>2025-03-11 08:41:05</span>
      </button>,
    );
    await userEvent.click(screen.getByText('2025-03-11 08:41:05'));
    expect(steps).toEqual([{ tap: { text: '2025-03-11 08:41:05' } }]);
  });

  it('records a checkbox once when its label is clicked', async () => {
    const steps = recording();
    render(
      <label>
        <input type="checkbox" /> I agree to the terms
      </label>,
    );
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(steps).toEqual([{ tap: { role: 'checkbox', name: 'I agree to the terms' } }]);
  });

  it('ignores clicks that land on no control', async () => {
    const steps = recording();
    render(<p>Just text</p>);
    await userEvent.click(screen.getByText('Just text'));
    expect(steps).toEqual([]);
  });

  it('records typing into a labelled field as one type step with its final value, clearing first', async () => {
    const steps = recording();
    render(
      <>
        <label htmlFor="phone">Mobile number</label>
        <input id="phone" />
        <textarea aria-label="Describe the problem" />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile number'), '0917');
    await user.type(screen.getByLabelText('Describe the problem'), 'Hi');
    expect(steps.at(-1)).toEqual({ type: { into: { label: 'Describe the problem' }, text: 'Hi', clear: true } });
    let session = emptySession;
    for (const step of steps) session = recordEvent(session, { type: 'step', step });
    expect(session.recording.map((e) => (e.type === 'step' ? e.step : null))).toEqual([
      { type: { into: { label: 'Mobile number' }, text: '0917', clear: true } },
      { type: { into: { label: 'Describe the problem' }, text: 'Hi', clear: true } },
    ]);
    expect(found({ label: 'Mobile number' })).toBe(screen.getByRole('textbox', { name: 'Mobile number' }));
  });

  it('stops recording when asked', async () => {
    const steps = recording();
    stop?.();
    render(<button type="button">Send</button>);
    await userEvent.click(screen.getByText('Send'));
    expect(steps).toEqual([]);
  });
});

describe('the preview session', () => {
  it('stops recording once the preview leaves the screen, while the log goes on', () => {
    let session = emptySession;
    session = recordEvent(session, { type: 'step', step: { tap: { text: 'Open' } } });
    session = recordEvent(session, { type: 'location', href: '/b', navigation: { to: '/b', query: {}, replace: false } });
    session = recordEvent(session, { type: 'step', step: { tap: { text: 'Elsewhere' } } });
    session = recordEvent(session, { type: 'api', endpoint: 'x.y', payload: {}, ok: false, message: 'No' });
    expect(session.left).toBe(true);
    expect(session.recording.map((e) => e.type)).toEqual(['step', 'location']);
    expect(session.log.map((e) => e.type)).toEqual(['api']);
  });

  it('logs an opened address beside the calls', () => {
    const session = recordEvent(emptySession, {
      type: 'location',
      href: '/customerService',
      opened: { url: 'mailto:help@hatid.test', replace: false },
    });
    expect(session.log).toEqual([{ type: 'location', href: '/customerService', opened: { url: 'mailto:help@hatid.test', replace: false }, seq: 1 }]);
    expect(session.left).toBe(false);
  });
});
