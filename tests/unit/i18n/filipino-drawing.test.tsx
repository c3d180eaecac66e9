/**
 * Drawn in Filipino: a prepared screen shows its Filipino texts (English where it has none), its actions' toasts too,
 * and the app's own words (loading line, retry) come from the Filipino table once it is set.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareScreen } from '../../../app/load-screen.ts';
import { setWordTable } from '../../../renderer/core/i18n/app-words.ts';
import { filWords } from '../../../renderer/core/i18n/fil-words.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { LoadingNote } from '../../../renderer/react/slow-note.tsx';
import { ScreenView } from '../../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../../renderer/react/toast-host.tsx';
import { WordsContext } from '../../../renderer/react/words-context.ts';

const doc = {
  schemaVersion: 2,
  id: 'demo',
  title: { en: 'Order details', fil: 'Detalye ng order' },
  body: [
    { type: 'text', text: { en: 'You receive', fil: 'Matatanggap mo' } },
    { type: 'text', text: 'Kind tips' },
    { type: 'button', text: { en: 'Send', fil: 'Ipadala' }, onTap: [{ do: 'toast', text: { en: 'Sent', fil: 'Naipadala na' } }] },
  ],
};

afterEach(() => setWordTable(undefined));

describe('drawn in Filipino', () => {
  it("draws a prepared document's Filipino texts and toasts, English where there is none", async () => {
    const ports = createRecordingPorts();
    const loaded = await prepareScreen(doc, ports.logger, 'remote', undefined, 'all', 'fil');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    render(
      <>
        <ScreenView document={loaded.document} input={{ query: {}, session: {} }} ports={ports} />
        <ToastHost store={ports.feedbackStore} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Detalye ng order' })).toBeTruthy();
    expect(screen.getByText('Matatanggap mo')).toBeTruthy();
    expect(screen.getByText('Kind tips')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ipadala' }));
    expect(await screen.findByText('Naipadala na')).toBeTruthy();
    expect(screen.queryByText('You receive')).toBeNull();
  });

  it('refuses a translation of the wrong shape, as any invalid document', async () => {
    const ports = createRecordingPorts();
    const broken = { ...doc, body: [{ type: 'text', text: { fil: 'Walang Ingles' } }] };
    const loaded = await prepareScreen(broken, ports.logger, 'remote', undefined, 'all', 'fil');
    expect(loaded.ok).toBe(false);
  });

  it("says the app's own words in Filipino once the table is set (globally, or per page through the context)", () => {
    const { rerender } = render(<LoadingNote slow={false} text="Loading your order…" />);
    expect(screen.getByText('Loading your order…')).toBeTruthy();
    act(() => setWordTable(filWords));
    rerender(<LoadingNote slow onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Subukan ulit' })).toBeTruthy();
    act(() => setWordTable(undefined));
    rerender(
      <WordsContext.Provider value={(en) => filWords[en] ?? en}>
        <LoadingNote slow={false} text="Loading your order…" />
      </WordsContext.Provider>,
    );
    expect(screen.getByText('Kinukuha ang order mo…')).toBeTruthy();
  });
});
