/**
 * The screen open in the studio: its published text and version from the server, and the text the editor starts
 * from — the stored draft when there is one, else the published text.
 */
import { useCallback, useEffect, useState } from 'react';
import { getScreen, type Published } from '../studio-api.ts';
import { loadDraft, type Draft } from './drafts.ts';

/** A loaded screen. */
export interface OpenScreen {
  id: string;
  /** The latest published text (the bundled file's when never published). */
  publishedText: string;
  published: Published | null;
  /** The text the editor starts with. */
  initialText: string;
  /** The draft restored when the screen opened, if any. */
  restoredDraft: Draft | null;
  /** Changes whenever the editor must start over from `initialText`. */
  docKey: string;
}

/** The open screen (null while loading or when none), a failure to load it, and updates after publish/rollback. */
export interface OpenScreenState {
  screen: OpenScreen | null;
  loading: boolean;
  failure: string | null;
  /** After a publish or a rollback: `text` is now the published text of version `published`. */
  setPublished(published: Published, text: string): void;
}

let loads = 0;

/** Loads screen `id` (null: none) and restores its draft. */
export function useOpenScreen(id: string | null): OpenScreenState {
  const [screen, setScreen] = useState<OpenScreen | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setScreen(null);
    setFailure(null);
    if (id === null) return undefined;
    let active = true;
    setLoading(true);
    getScreen(id).then(
      (answer) => {
        if (!active) return;
        const draft = loadDraft(id);
        const restored = draft !== null && draft.text !== answer.text ? draft : null;
        loads += 1;
        setScreen({
          id,
          publishedText: answer.text,
          published: answer.published,
          initialText: restored?.text ?? answer.text,
          restoredDraft: restored,
          docKey: `${id}#${loads}`,
        });
        setLoading(false);
      },
      (err: unknown) => {
        if (!active) return;
        setFailure(err instanceof Error ? err.message : String(err));
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [id]);

  const setPublished = useCallback((published: Published, text: string) => {
    setScreen((s) => (s === null ? s : { ...s, published, publishedText: text, restoredDraft: null }));
  }, []);

  return { screen, loading, failure, setPublished };
}
