/**
 * The lasting notice (FeedbackPort.notice, drawn by ToastHost): it stays until the borrower taps again (anywhere, its ×
 * too) or the page changes, and sits in the half of the screen the element last tapped is not in.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFeedback } from '../../../../renderer/core/feedback-store.ts';
import { ToastHost } from '../../../../renderer/react/toast-host.tsx';

const text = 'Network error: nothing was sent and no money moved. Please check your connection and try again.';

/** A button drawn `top` pixels from the top of a 768 px window (jsdom's), 44 px tall. */
function buttonAt(top: number) {
  const button = document.createElement('button');
  button.textContent = 'Loan Now';
  button.getBoundingClientRect = () => ({ top, bottom: top + 44, left: 0, right: 360, width: 360, height: 44, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(button);
  return button;
}

function shown() {
  const feedback = createFeedback({ setTimeout: () => 0 });
  render(<ToastHost store={feedback.store} />);
  return feedback;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the lasting notice', () => {
  it('stays after the toast would have gone, and goes at the next tap anywhere', () => {
    const feedback = shown();
    const button = buttonAt(600);
    fireEvent.click(button);
    act(() => feedback.port.notice(text));
    expect(screen.getByRole('alert').textContent).toContain(text);
    // Nothing but a tap takes it away: no timer was set for it.
    act(() => feedback.port.toast({ text: 'other', kind: 'info', duration: 2000 }));
    expect(screen.getByRole('alert').textContent).toContain(text);
    fireEvent.click(button);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has a × to close it (Close), and goes when the page changes', () => {
    const feedback = shown();
    act(() => feedback.port.notice(text));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => feedback.port.notice(text));
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("goes when the app navigates by itself to another page (wouter's pushState / replaceState), not when only the query changes", () => {
    const feedback = shown();
    const start = location.href;
    // As wouter's use-browser-location does: the history call, then an event of its name.
    const navigate = (to: string, how: 'pushState' | 'replaceState') =>
      act(() => {
        history[how]({}, '', to);
        window.dispatchEvent(new Event(how));
      });
    try {
      act(() => feedback.port.notice(text));
      navigate(`${location.pathname}?step=2`, 'replaceState');
      expect(screen.getByRole('alert').textContent).toContain(text);
      navigate('/complaintList', 'pushState');
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => feedback.port.notice(text));
      navigate('/loanDetails', 'replaceState');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      history.replaceState({}, '', start);
    }
  });

  it('sits clear of the element tapped: at the top for a button in the lower half, at the bottom for one in the upper half', () => {
    const feedback = shown();
    fireEvent.click(buttonAt(600));
    act(() => feedback.port.notice(text));
    expect(screen.getByRole('alert').className).toContain('h-notice--high');
    fireEvent.click(buttonAt(100));
    act(() => feedback.port.notice(text));
    expect(screen.getByRole('alert').className).toContain('h-notice--low');
  });
});
