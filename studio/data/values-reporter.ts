/**
 * The preview's side of the data panel: reports the screen's values to the studio. With the screen's store it sends
 * every change of data, state, params, query and saved (a few times a second at most); until the app hands the store
 * over, it sends the loads' answers as the API port returns them, under their load names in the draft.
 */
import type { ScreenStore } from '../../renderer/core/store.ts';
import { valuesOf } from '../../renderer/core/store.ts';
import type { PreviewEvent } from '../preview/preview-protocol.ts';
import { valuesReport } from './preview-values.ts';

/** How often at most the values are sent while they change. */
const reportEveryMs = 200;

/** What the reporter is told: an answer, a new draw, the store of a screen drawn. */
export interface ValuesReporter {
  /** The screen is drawn afresh: earlier answers are forgotten. */
  reset(): void;
  /** A successful call of `endpoint` gave `answer` (kept under every load of the draft that calls it). */
  answer(endpoint: string, answer: unknown): void;
  /** The store of a screen drawn; returns the function that stops watching it. */
  watch(screenId: string, store: ScreenStore): () => void;
}

/** The loads of a draft that call `endpoint`. */
function loadsCalling(document: unknown, endpoint: string): string[] {
  const load = typeof document === 'object' && document !== null ? (document as { load?: unknown }).load : undefined;
  if (typeof load !== 'object' || load === null) return [];
  return Object.entries(load).flatMap(([name, spec]) => ((spec as { call?: unknown } | null)?.call === endpoint ? [name] : []));
}

/** A reporter for the draft `current()` (screen id and document), sending through `report`. */
export function createValuesReporter(
  report: (event: PreviewEvent) => void,
  current: () => { screenId: string; document: unknown } | null,
  session: () => Record<string, string>,
): ValuesReporter {
  let answers: Record<string, unknown> = {};
  let watching = false;
  return {
    reset() {
      answers = {};
    },
    answer(endpoint, answer) {
      const draft = current();
      if (watching || !draft) return;
      const names = loadsCalling(draft.document, endpoint);
      if (names.length === 0) return;
      for (const name of names) answers[name] = answer;
      report({ type: 'values', screenId: draft.screenId, values: valuesReport({ data: answers, session: session() }) });
    },
    watch(screenId, store) {
      watching = true;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const send = () => {
        timer = null;
        report({ type: 'values', screenId, values: valuesReport(valuesOf(store.getSnapshot())) });
      };
      send();
      const stop = store.subscribe(() => {
        timer ??= setTimeout(send, reportEveryMs);
      });
      return () => {
        stop();
        if (timer !== null) clearTimeout(timer);
      };
    },
  };
}
