/**
 * The renderer core's view of the outside world. Adapters implement these; core code only ever
 * talks to them, so tests and Storybook can swap any of them.
 */
import type { NativeAction, ProbeAction } from '../../schemas/generated/types.ts';
import type { InspectionPort } from './inspection-port.ts';
import type { TapRule } from './tap-only.ts';
import type { UrlPolicy } from './url-policy.ts';

/** Names of the native actions of spec section 1 (and the repayment dialog), as the action schema lists them. */
export type NativeActionName = NativeAction['action'];

/** How a call failed: the server said no, the network failed, it timed out, or the answer was unreadable. */
export type CallFailureKind = 'business' | 'network' | 'timeout' | 'invalid';

/** The outcome of one endpoint call. `data` is the useful part of the answer (as the catalog's `pick` says). */
export type CallResult =
  | { ok: true; data: unknown }
  | {
      ok: false;
      kind: CallFailureKind;
      message: string;
      code?: unknown;
      /** The form field a lender's refusal is about: `data.field` of its answer (a form item's code), when it names one. */
      field?: string;
      /**
       * False when it is certain nothing of the request left the phone (the code that sends it could not be loaded, or
       * was given up on before the request was handed to the network): the lender cannot have acted. Left out, it may have.
       */
      sent?: false;
    };

/** The page context every call carries: the page's query (session parameters, currency flag, ids). */
export interface CallContext {
  query: Readonly<Record<string, string>>;
}

/** Calls lender endpoints by catalog name. Never rejects: failures come back as `{ ok: false }`. */
export interface ApiPort {
  call(endpoint: string, payload: Record<string, unknown>, ctx: CallContext): Promise<CallResult>;
  /** Whether the catalog knows this endpoint name. */
  has(endpoint: string): boolean;
  /**
   * The endpoint's tap rule when only the borrower's tap may call it (it moves money, changes the borrower's account or
   * costs money to send: tap-only.ts), with how many calls one opening of a screen may make; undefined for any other.
   */
  tapRule(endpoint: string): TapRule | undefined;
}

/** Moves between app routes. */
export interface NavigationPort {
  navigate(to: string, query: Record<string, string>, options: { replace: boolean }): void;
  back(): void;
  /** Opens an outside address after the allowlist check; returns false (and does nothing) when refused. */
  openUrl(url: string, options: { replace: boolean }): boolean;
  /** The allowlist openUrl checks against, for addresses handed on elsewhere (native arguments). */
  policy: UrlPolicy;
}

/** A message shown briefly to the borrower. */
export interface ToastRequest {
  text: string;
  kind: 'info' | 'success' | 'error';
  duration: number;
}

/** Shows toasts, the loading indicator and a lasting notice. */
export interface FeedbackPort {
  toast(request: ToastRequest): void;
  /** Shows the loading indicator with a text; call the returned function to hide it. */
  loading(text: string): () => void;
  /**
   * Shows a failure notice that stays until the borrower taps again (anywhere) or closes it, clear of what they tapped
   * (one at a time: a new one replaces it). For what must not vanish with a toast, such as a money tap that sent nothing.
   */
  notice(text: string): void;
}

/** The native app bridge. Failures are ignored. */
export interface NativePort {
  call(action: NativeActionName, args: Record<string, unknown>): void;
  /** Listens for the native app's back event (the iOS back gesture); returns a function that stops listening. */
  onBack(listener: () => void): () => void;
}

/**
 * Time and timers, so tests can drive time: the core, the React binding and widgets read time and set timers only here
 * (an ESLint rule keeps Date.now, new Date() and bare timers out of them: docs/architecture.md).
 */
export interface ClockPort {
  /** Milliseconds for measuring how long something takes (monotonic in the browser: no epoch, untouched by date changes). */
  now(): number;
  /** The device's date and time in ms since 1970 (it moves when the borrower changes it): for dates drawn or sent. */
  wallTime(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Settles once the page's next frame is on the display (a browser); without it, at once. */
  afterPaint?(): Promise<void>;
}

/** The clipboard. */
export interface ClipboardPort {
  copy(text: string): Promise<boolean>;
}

/** Where a saved value is kept: for the life of the webview session, or on the device. */
export type StorageArea = 'session' | 'device';

/** Storage of small JSON values. */
export interface StoragePort {
  /** The value under a key: the session's if there is one, else the device's. */
  get(key: string): unknown;
  /** Saves a value; on the device unless the area says session. */
  set(key: string, value: unknown, area?: StorageArea): void;
  /** Forgets a key in both areas. */
  remove(key: string): void;
}

/** What a device probe checks: the camera, the contact picker or the location. */
export type ProbeKind = ProbeAction['what'];

/**
 * What the browser or webview allowed: granted, denied (by the user or the webview), unavailable (not offered here,
 * such as the contact picker on a desktop browser) or error (it was offered but failed), with a sentence for the tester.
 */
export interface ProbeResult {
  status: 'granted' | 'denied' | 'unavailable' | 'error';
  message: string;
}

/** Checks of device features for the developer test page. Never rejects: every outcome comes back as a ProbeResult. */
export interface DevicePort {
  probe(what: ProbeKind): Promise<ProbeResult>;
}

/** Where renderer errors go, each with the JSON Pointer of the node or action at fault. */
export interface LoggerPort {
  error(message: string, pointer: string, detail?: unknown): void;
}

/**
 * A field report as the app makes it (issue 30): what a call came to (by endpoint), a lender answer that failed its
 * shape check, or a renderer error line as logged (the sender turns the ones about a node's fallback, an unknown widget or
 * a tap into reports; adapters/field-report-batches.ts). The app stamps it with the drawn screen version and sends it
 * later (adapters/field-reports.ts); free texts are redacted before they leave.
 */
export type FieldReport =
  | { kind: 'answer-shape'; endpoint: string; field: string }
  | { kind: 'action'; outcome: 'done' | 'failed' | 'unsent' | 'stopped' | 'nowhere'; endpoint?: string; failure?: CallFailureKind; pointer?: string }
  | { kind: 'log'; message: string; pointer: string };

/** Everything the core needs from outside. */
export interface Ports {
  api: ApiPort;
  navigation: NavigationPort;
  feedback: FeedbackPort;
  native: NativePort;
  clock: ClockPort;
  clipboard: ClipboardPort;
  storage: StoragePort;
  device: DevicePort;
  logger: LoggerPort;
  /** A tool's look inside the screens drawn (the studio's preview, tests); never set for borrowers. */
  inspect?: InspectionPort;
}
