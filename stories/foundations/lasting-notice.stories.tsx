import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createFeedback } from '../../renderer/core/feedback-store.ts';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { clock } from '../../adapters/clock.ts';
import { ButtonWidget } from '../../widgets/button.tsx';

/**
 * The notice that stays (FeedbackPort.notice): a money tap whose code could not be loaded sent nothing, and says so until
 * the borrower taps again or closes it. It sits in the half of the screen the tapped button is not in.
 */
export default { title: 'Foundations/Lasting notice', parameters: { viewport: { defaultViewport: 'mobile' } } } satisfies Meta;

const text = 'Network error: nothing was sent and no money moved. Please check your connection and try again.';

function NoticeAfterTap() {
  const feedback = useMemo(() => createFeedback(clock), []);
  return (
    <div style={{ minHeight: '90vh', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', padding: 16 }}>
      <ButtonWidget
        text="Loan Now"
        onTap={async () => {
          feedback.port.notice(text);
          return 'failed';
        }}
      />
      <ToastHost store={feedback.store} />
    </div>
  );
}

/** Loan Now at the bottom, tapped while its code could not be loaded: the notice at the top, clear of it; × closes it. */
export const AfterMoneyTap: StoryObj = {
  render: () => <NoticeAfterTap />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Loan Now' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(text);
    await expect(notice).toHaveClass('h-notice--high');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
