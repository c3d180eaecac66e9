/**
 * Runtime delivery of screens: the published document from the server when it answers in time and is valid (kept
 * on the device as the last good copy), else that last good copy, else the copy built into the app. A borrower
 * always gets the newest screen that works; a broken publish or a dead network never leaves a blank page.
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';
import { createScreenCache, type ScreenCache } from '../adapters/screen-cache.ts';
import type { ScreenFetch } from '../adapters/screen-fetch.ts';
import { currentSchemaVersion } from '../renderer/core/migrations/current-schema-version.ts';
import type { LoggerPort } from '../renderer/core/ports.ts';
import { bundledScreensChecked } from './config.ts';
import { loadBundledDocument } from './bundled-screens.ts';
import { takeFirstViewAnswer } from './first-view.ts';
import type { LoadedScreen, ScreenSource, startPreparing } from './load-screen.ts';
import { sameJson } from './same-json.ts';
import { queueReport, type PageView } from '../adapters/field-reports.ts';

// Preparing a document (migration, validation, widgets) is code of its own chunk, asked for with the validators.
const preparing = () => import('./load-screen.ts');
// The request for a published screen with the borrower's bucket (fetch, device key, hash): a chunk the route hints
// preload beside the entry. Never rejects, as a ScreenFetch: a chunk that cannot be had is a failed request.
const requesting = () => import('./screen-request.ts');
const fetchScreen: ScreenFetch = (id, etag) =>
  requesting().then(
    (m) => m.fetchScreen(id, etag),
    () => ({ kind: 'failed', reason: 'the app could not load its screen request' }),
  );
// Readying a copy equal to the bundled one (no validation): a small chunk of its own.
const readying = () => import('./ready-bundled-copy.ts');

/**
 * Loads the screen with this id for drawing; App's `loadScreen`. `early` is told the first copy of the document at hand
 * (the device's last good copy, else the bundled one) while the fresh one is fetched, so its data calls can start.
 * `held` is given the bundled copy while the fresh one is fetched, when it can be drawn as it is (checked when the app
 * was built, and no different copy kept on the device): the app draws its loading view, with what the query says.
 */
export type ScreenLoader = (
  id: string,
  logger: LoggerPort,
  early?: (doc: unknown) => void,
  held?: (doc: ScreenDocument) => void,
) => Promise<LoadedScreen>;

/** What a screen loader is made of (tests pass fakes). */
export interface ScreenLoaderParts {
  fetchScreen: ScreenFetch;
  cache: ScreenCache;
  /** The bundled copy of a screen, undefined when the app has none. */
  bundled: (id: string) => Promise<unknown>;
  /** Migrates, validates and readies a document (default prepareScreen). */
  prepare?: (raw: unknown, logger: LoggerPort, source: ScreenSource, validators: Validators) => Promise<LoadedScreen>;
  /** Starts loading the validators (default startPreparing); asked for only when a document has to be validated. */
  startValidators?: () => Validators;
  /**
   * Readies a document equal to the screen's bundled copy without validating it (readyBundledCopy): given only where
   * every bundled copy was checked when the app was built. Left out, every document is validated.
   */
  readyBundled?: (doc: unknown, source: ScreenSource) => Promise<LoadedScreen>;
  /**
   * The fresh copy already in the page (the server's first view, first-view.ts), once: taken instead of fetching it. It
   * is drawn already, so it is not handed to `held`, and its data calls start from it.
   */
  inlined?: (id: string) => { etag: string; version: number; document: unknown } | undefined;
}

/** The validators' load as startPreparing starts it. */
type Validators = ReturnType<typeof startPreparing>;

/** A promise awaited later: until then, its failure must not count as an unhandled rejection. */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Creates a screen loader: remote, then the device's last good copy, then the bundled copy. */
export function createScreenLoader(parts: ScreenLoaderParts): ScreenLoader {
  const prepare: NonNullable<ScreenLoaderParts['prepare']> =
    parts.prepare ?? ((raw, logger, source, validators) => preparing().then((m) => m.prepareScreen(raw, logger, source, validators)));
  const startValidators = parts.startValidators ?? (() => preparing().then((m) => m.startPreparing()));
  const { readyBundled } = parts;
  return async (id, logger, early, held) => {
    // The validators load once per screen, shared by every try below, and only when a document differs from the
    // bundled copy: the common case (the server sends what the app was built with) downloads and runs none of them.
    let validators: Validators | undefined;
    const validatorsNow = () => (validators ??= settledLater(startValidators()));
    if (!readyBundled) validatorsNow();
    // The field reports (adapters/field-reports.ts): the view shown so far is over; what comes now is the next one's.
    queueReport('end');
    let refused: number | null | undefined;
    // What the borrower was served (version, experiment variant, rollout bucket), as the server said or kept with the copy.
    const drawn = (loaded: LoadedScreen, source: ScreenSource, { version, variant, bucket }: Partial<PageView>) => {
      if (loaded.ok) queueReport('start', { screen: id, version, variant, bucket, source, refused });
      return loaded;
    };
    const inlined = parts.inlined?.(id);
    // The page's own copy (the server drew it from what its /screens/<id>.json answers: checked when published, and
    // served only to a build that can draw it) is trusted as the bundled copy is: readied without validation and without
    // the bundled copy to compare it with. Only one of this build's schemaVersion; any other copy is judged as before.
    const trusted = readyBundled && inlined && isCurrentCopy(inlined.document) ? inlined.document : undefined;
    const cached = parts.cache.read(id);
    let bundledLoad: Promise<unknown> | undefined;
    const bundledNow = () => (bundledLoad ??= settledLater(parts.bundled(id)));
    const bundledCopy = () => bundledNow().catch(() => undefined);
    // Asked for at once, beside the request, unless the page's own copy is trusted (then only if that one fails).
    if (trusted === undefined) bundledNow();
    // A kept copy unlike the bundled one means a published change: the fresh document will most likely differ too, so
    // its validators start now, beside the request, as they do without a bundled copy. Otherwise the bundled copy is
    // what the fresh one will most likely be: its loading view can be drawn while the fresh one is on its way.
    const expected = inlined ?? cached;
    if (readyBundled && !trusted)
      void bundledCopy().then((copy) => {
        if (!isCurrentCopy(copy) || (expected && !sameJson(expected.document, copy))) validatorsNow();
        // In the page's language, as every document drawn (ready-bundled-copy.ts); an inlined copy is drawn already.
        else if (held && !inlined) void readying().then((m) => m.heldCopy(copy as ScreenDocument).then(held));
      });
    const ready = async (raw: unknown, source: ScreenSource): Promise<LoadedScreen> => {
      if (readyBundled && trusted !== undefined && raw === trusted) return readyBundled(raw, source);
      if (readyBundled) {
        const copy = await bundledCopy();
        if (isCurrentCopy(copy) && sameJson(raw, copy)) return readyBundled(raw, source);
      }
      return prepare(raw, logger, source, validatorsNow());
    };
    // The data calls need only the document's load rules: they start from the copy at hand, beside the request.
    if (early && expected) early(expected.document);
    else if (early) void bundledCopy().then((doc) => doc !== undefined && early(doc));
    const answer: Awaited<ReturnType<ScreenFetch>> = inlined ? { kind: 'ok', ...inlined } : await parts.fetchScreen(id, cached?.etag);
    const fallingBack = (why: string) =>
      logger.error(
        `screen \`${id}\`: ${why}; ${cached ? 'the last good copy kept on this device is used' : 'the copy built into the app is used'}`,
        '',
      );

    if (answer.kind === 'ok') {
      const loaded = await ready(answer.document, 'remote');
      if (loaded.ok) {
        // Kept with what the server said it is (version, variant, bucket), for the reports of a later drawing of it.
        parts.cache.write(id, answer);
        return drawn(loaded, 'remote', answer);
      }
      refused = answer.version;
      fallingBack('the published document is not valid (see the errors above)');
    } else if (answer.kind === 'notFound') {
      fallingBack('the server has no such screen');
    } else if (answer.kind === 'failed') {
      fallingBack(`it could not be fetched (${answer.reason})`);
    }

    if (cached) {
      const loaded = await ready(cached.document, 'cache');
      if (loaded.ok) return drawn(loaded, 'cache', cached);
      logger.error(`screen \`${id}\`: the copy kept on this device no longer works with this app; it is dropped and the built-in copy is used`, '');
      parts.cache.remove(id);
    } else if (answer.kind === 'notModified') {
      logger.error(`screen \`${id}\`: the server says nothing changed but no copy is kept on this device; the built-in copy is used`, '');
    }

    const bundled = await bundledNow();
    if (bundled === undefined) {
      logger.error(`no screen document \`${id}\``, '');
      return { ok: false, reason: 'missing', errors: [] };
    }
    return drawn(await ready(bundled, 'bundled'), 'bundled', { version: 0 });
  };
}

/**
 * A bundled copy that can be drawn as it is: one of this build's schemaVersion (an older one is migrated and validated
 * like any document).
 */
function isCurrentCopy(copy: unknown): boolean {
  return typeof copy === 'object' && copy !== null && (copy as { schemaVersion?: unknown }).schemaVersion === currentSchemaVersion;
}

let defaultLoader: ScreenLoader | undefined;

/**
 * The app's loader: `<VITE_HATID_SCREENS_BASE>/<id>.json?bucket=<NN>` within 4 s (screen-request.ts), the device's localStorage, the bundled screens.
 * A screen is drawn once the lazy widgets in its flow are in (its dialogs' and sheets' are asked for once it is drawn with
 * its data: app.tsx, ready-bundled-copy.ts).
 */
export const defaultScreenLoader: ScreenLoader = (id, logger, early, held) => {
  defaultLoader ??= createScreenLoader({
    fetchScreen,
    cache: createScreenCache(),
    bundled: loadBundledDocument,
    inlined: takeFirstViewAnswer,
    prepare: (raw, log, source, validators) => preparing().then((m) => m.prepareScreen(raw, log, source, validators, 'in-flow')),
    // Built apps only: vite.config.ts checks every bundled copy when it builds the app; the development server serves
    // screens/*.json as they are being edited, so there every document is validated.
    ...(bundledScreensChecked
      ? { readyBundled: (doc: unknown, source: ScreenSource) => readying().then((m) => m.readyBundledCopy(doc, source, 'in-flow')) }
      : {}),
  });
  return defaultLoader(id, logger, early, held);
};
