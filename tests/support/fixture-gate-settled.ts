/**
 * Waiting, as staff do, for a studio panel's QA fixture gate to finish looking for and running the fixtures: until
 * then the gate shows its own disabled action button and keeps the form back, and when the run ends it swaps them for
 * the real ones (a click meanwhile lands on neither; a field looked for meanwhile is not there yet).
 */
import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';

/** Resolves once `container` no longer says the QA fixtures are being looked for or run. */
export async function fixtureGateSettled(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(within(container).queryByText(/^(Looking for the screen’s|Running the) QA fixtures/)).toBeNull());
}
