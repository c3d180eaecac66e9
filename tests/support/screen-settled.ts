/**
 * The readiness signal for tests that assert something did not happen: the screen is ready (its data loaded), no
 * loading overlay shows, and the page has stopped changing between two looks — so a tap's actions have run by then.
 */
import { actPoll } from '../../renderer/fixture-harness/act-poll.ts';
import type { ScreenStore } from '../../renderer/core/store.ts';
import type { RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { busyReason } from './busy-reason.ts';
import { waitForSettled } from './run-fixture-steps.ts';
import { timeouts } from '../setup/timeouts.ts';

/** Waits until the screen of `store` has settled; rejects, saying why, when it has not within `timeoutMs`. */
export async function screenSettled(store: ScreenStore, ports?: RecordingPorts, timeoutMs = timeouts.asyncUtil): Promise<void> {
  let changes = 0;
  const observer = new MutationObserver((list) => void (changes += list.length));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    await waitForSettled({
      timeoutMs,
      poll: actPoll,
      readiness: async () => ({
        busy: busyReason({
          phase: store.getSnapshot().status.phase,
          waiting: [],
          unanswered: 0,
          loading: ports?.feedbackStore.getState().loading.map((l) => l.text) ?? [],
        }),
        changes,
      }),
    });
  } finally {
    observer.disconnect();
  }
}
