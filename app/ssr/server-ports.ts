/**
 * The ports the server's first view is drawn with (render-first-view.tsx): nothing runs on the server but the drawing, so
 * they do nothing. No call is made (a held screen's loads start on the phone), nothing is stored or read from storage
 * (the device's saved values are left out of the drawing), no timer fires, no native call leaves.
 */
import { endpointNameSet, endpointTapRule } from '../../adapters/http/endpoint-flags.ts';
import { createFeedback } from '../../renderer/core/feedback-store.ts';
import type { ClockPort, Ports } from '../../renderer/core/ports.ts';
import { checkUrl, type UrlPolicy } from '../../renderer/core/url-policy.ts';

/** Where what the drawing logs goes (a widget or an expression that failed on the server). */
export type ServerLog = (message: string, pointer: string) => void;

const clock: ClockPort = {
  now: () => Date.now(),
  // Never drawn: a first view leaves what reads the phone's date to the phone (first-view-reads.ts).
  wallTime: () => Date.now(),
  setTimeout: () => undefined,
  clearTimeout: () => undefined,
};

/** Ports that do nothing but answer what the drawing asks (endpoint names, the URL policy), and a feedback store. */
export function createServerPorts(policy: UrlPolicy, log: ServerLog) {
  const feedback = createFeedback(clock);
  const ports: Ports = {
    api: {
      has: (name) => endpointNameSet.has(name),
      tapRule: (name) => endpointTapRule(name),
      call: () => new Promise(() => undefined),
    },
    navigation: {
      policy,
      navigate: () => undefined,
      back: () => undefined,
      openUrl: (url) => checkUrl(url, policy).ok,
    },
    feedback: feedback.port,
    native: { call: () => undefined, onBack: () => () => undefined },
    clock,
    clipboard: { copy: () => Promise.resolve(false) },
    storage: { get: () => undefined, set: () => undefined, remove: () => undefined },
    device: { probe: (what) => Promise.resolve({ status: 'unavailable', message: `${what} is not probed on the server` }) },
    logger: { error: (message, pointer) => log(message, pointer) },
  };
  return { ports, feedbackStore: feedback.store };
}
