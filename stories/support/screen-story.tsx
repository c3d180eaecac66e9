/** Builds a Storybook story of a whole screen document over a sandbox scenario, drawn by the real renderer. */
import { useEffect, useMemo, useState } from 'react';
import { loadScreen, type LoadedScreen } from '../../app/load-screen.ts';
import { loadingWords } from '../../app/screen-titles.ts';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { unsentFirst } from '../../renderer/preview/unsent-first.ts';
import { ScreenProblem } from '../../renderer/react/screen-problem.tsx';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { storyApi } from './story-api.ts';

/** The global function the native app calls for its back event (as the real bridge installs it). */
type NativeBackWindow = Window & { onNativeBack?: () => void };

/** Options of screenStory. */
export interface ScreenStoryOptions {
  query?: Record<string, string>;
  /** The sandbox scenario answering the screen's calls. */
  scenario?: string;
  /** Values kept on the phone before the screen opens (read as `saved.<key>` by a screen that lists the key). */
  saved?: Record<string, unknown>;
  /** An endpoint whose first call fails before anything is sent (its code could not be loaded): the "not sent" state. */
  unsent?: string;
}

interface ScreenPreviewProps {
  id: string;
  query: Record<string, string>;
  saved: Record<string, unknown>;
  unsent?: string;
}

function ScreenPreview({ id, query, saved, unsent }: ScreenPreviewProps) {
  const ports = useMemo(() => {
    const api = unsent ? unsentFirst(storyApi(), unsent) : storyApi();
    const recording = createRecordingPorts({ api, hosts: [window.location.hostname] });
    // Stored before the screen loads, as an earlier screen's { "do": "save", "keep": "device" } would have.
    for (const [key, value] of Object.entries(saved)) recording.storage.set(key, value, 'device');
    return recording;
  }, [saved, unsent]);
  const [loaded, setLoaded] = useState<LoadedScreen | null>(null);
  useEffect(() => {
    void loadScreen(id, ports.logger).then(setLoaded);
  }, [id, ports]);
  // Like the real native bridge: the app's back event arrives as window.onNativeBack(), so a play function (or a
  // designer in the console) can send it and see what the screen's onNativeBack does.
  useEffect(() => {
    const win = window as NativeBackWindow;
    const emit = () => ports.emitBack();
    win.onNativeBack = emit;
    return () => {
      if (win.onNativeBack === emit) delete win.onNativeBack;
    };
  }, [ports]);
  const input = useMemo(() => ({ query, session: {} }), [query]);
  if (!loaded) return null;
  if (!loaded.ok) return <ScreenProblem title="This page can't be shown" details={loaded.errors.map((e) => `${e.pointer} ${e.message}`)} />;
  return (
    <>
      <ScreenView document={loaded.document} input={input} ports={ports} loadingText={loadingWords(id)} />
      <ToastHost store={ports.feedbackStore} />
    </>
  );
}

/** A CSF3 story of screens/<id>.json. */
export function screenStory(id: string, options: ScreenStoryOptions = {}) {
  const query = options.query ?? {};
  const saved = options.saved ?? {};
  return {
    parameters: { sandbox: { scenario: options.scenario ?? 'default' }, viewport: { defaultViewport: 'mobile' } },
    // Keyed by the toolbar's language, so switching it loads the screen again in that language.
    render: (_args: unknown, { globals }: { globals: Record<string, unknown> }) => (
      <ScreenPreview key={String(globals.lang)} id={id} query={query} saved={saved} unsent={options.unsent} />
    ),
  };
}
