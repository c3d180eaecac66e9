/** Toasts, the loading indicator and the lasting notice as plain observable state, so the React layer only draws them. */
import { createStore } from 'zustand/vanilla';
import type { ClockPort, FeedbackPort, ToastRequest } from './ports.ts';

/** A toast on screen. */
export interface ShownToast extends ToastRequest {
  id: number;
}

/** What the feedback layer shows right now. */
export interface FeedbackState {
  toasts: ShownToast[];
  loading: { id: number; text: string }[];
  /** The lasting notice (FeedbackPort.notice); the React layer clears it when the borrower taps again or closes it. */
  notice?: { id: number; text: string };
}

/** Creates the feedback store and the FeedbackPort that writes to it. */
export function createFeedback(clock: Pick<ClockPort, 'setTimeout'>) {
  const store = createStore<FeedbackState>()(() => ({ toasts: [], loading: [] }));
  let next = 1;
  const port: FeedbackPort = {
    toast(request) {
      const id = next++;
      // One toast at a time, as in the product: a new message replaces the old one.
      store.setState({ toasts: [{ ...request, id }] });
      clock.setTimeout(() => store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), request.duration);
    },
    loading(text) {
      const id = next++;
      store.setState((s) => ({ loading: [...s.loading, { id, text }] }));
      return () => store.setState((s) => ({ loading: s.loading.filter((l) => l.id !== id) }));
    },
    notice(text) {
      store.setState({ notice: { id: next++, text } });
    },
  };
  return { store, port };
}
