/**
 * The one screen picker of Health and Experiments: every screen as "Title (id)" (the id alone without a title), the chosen
 * one selected, and a choice handed back by id.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakesPerTest, screenSummary } from './views-fake-api.ts';

vi.mock('../../../studio/studio-api.ts', async (importOriginal) => {
  const { fakeStudioApi } = await import('./views-fake-api.ts');
  return fakeStudioApi(await importOriginal());
});

let api: typeof import('../../../studio/studio-api.ts');
let ScreenPicker: typeof import('../../../studio/shell/screen-picker.tsx').ScreenPicker;
let renderInStudio: typeof import('../../support/studio-connection.tsx').renderInStudio;
let testConnection: typeof import('../../support/studio-connection.tsx').testConnection;
beforeAll(async () => {
  vi.resetModules();
  ({ renderInStudio, testConnection } = await import('../../support/studio-connection.tsx'));
  api = await import('../../../studio/studio-api.ts');
  ({ ScreenPicker } = await import('../../../studio/shell/screen-picker.tsx'));
});
fakesPerTest(() => api);

describe('ScreenPicker', () => {
  it('lists the screens by title and id, shows the chosen one and hands back the id picked', async () => {
    vi.mocked(api.listScreens).mockResolvedValue([
      screenSummary({ id: 'loan-confirm', title: 'Confirm loan' }),
      screenSummary({ id: 'help-desk', title: '' }),
    ]);
    const onChange = vi.fn();
    renderInStudio(<ScreenPicker value="loan-confirm" onChange={onChange} />, testConnection());
    const select = screen.getByRole('combobox', { name: 'Screen' });
    expect(await screen.findByRole('option', { name: 'Confirm loan (loan-confirm)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'help-desk' })).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('loan-confirm');
    await userEvent.selectOptions(select, 'help-desk');
    expect(onChange).toHaveBeenCalledWith('help-desk');
  });
});
