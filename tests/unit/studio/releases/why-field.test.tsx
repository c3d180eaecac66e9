/** WhyField: the required reason of a release decision, shared by History's rollout panel and an experiment's end. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WhyField } from '../../../../studio/releases/why-field.tsx';

function Form({ missing }: { missing: boolean }) {
  const [reason, setReason] = useState('');
  return (
    <form aria-label="Stop">
      <WhyField label="Why (the audit log keeps it)" value={reason} missing={missing} onChange={setReason} />
      <output>{reason}</output>
    </form>
  );
}

describe('WhyField', () => {
  it('is a labelled text box whose words reach the form', async () => {
    render(<Form missing={false} />);
    const box = screen.getByRole('textbox', { name: 'Why (the audit log keeps it)' });
    await userEvent.setup().type(box, 'Too many complaints');
    expect(screen.getByRole('status').textContent).toBe('Too many complaints');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Say why.')).toBeNull();
  });

  it('says "Say why." and marks the box when it was sent empty', () => {
    render(<Form missing />);
    expect(screen.getByRole('textbox', { name: 'Why (the audit log keeps it)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Say why.')).toBeTruthy();
  });
});
