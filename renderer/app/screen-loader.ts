/**
 * Runtime delivery of screens: the published document from the server when it answers in time and is valid (kept
 * on the device as the last good copy), else that last good copy, else the copy built into the app. A borrower
 * always gets the newest screen that works; a broken publish or a dead network never leaves a blank page.
 */
import { createScreenCache, type ScreenCache } from '../../adapters/screen-cache.ts';
import { createScreenFetch, type ScreenFetch } from '../../adapters/screen-fetch.ts';
import type { LoggerPort } from '../core/ports.ts';
import { appVersion, screensBase } from './config.ts';
import { loadBundledDocument } from './bundled-screens.ts';
import type { LoadedScreen, ScreenSource, startPreparing } from './load-screen.ts';

// Preparing a document (migration, validation, widgets) is code of its own chunk, asked for with the validators.
const preparing = () => import('./load-screen.ts');

/**
 * Loads the screen with this id for drawing; App's `loadScreen`. `early` is told the first copy of the document at hand
 * (the device's last good copy, else the bundled one) while the fresh one is fetched, so its data calls can start.
 */
export type ScreenLoader = (id: string, logger: LoggerPort, early?: (doc: unknown) => void) => Promise<LoadedScreen>;

/** What a screen loader is made of (tests pass fakes). */
export interface ScreenLoaderParts {
  fetchScreen: ScreenFetch;
  cache: ScreenCache;
  /** The bundled copy of a screen, undefined when the app has none. */
  bundled: (id: string) => Promise<unknown>;
  /** Migrates, validates and readies a document (default prepareScreen). */
  prepare?: (raw: unknown, logger: LoggerPort, source: ScreenSource, validators: ReturnType<typeof startPreparing>) => Promise<LoadedScreen>;
}

/** Creates a screen loader: remote, then the device's last good copy, then the bundled copy. */
export function createScreenLoader(parts: ScreenLoaderParts): ScreenLoader {
  const prepare: NonNullable<ScreenLoaderParts['prepare']> =
    parts.prepare ?? ((raw, logger, source, validators) => preparing().then((m) => m.prepareScreen(raw, logger, source, validators)));
  return async (id, logger, early) => {
    // The validators load while the request is out; every try below shares them.
    const validators = preparing().then((m) => m.startPreparing());
    validators.catch(() => undefined);
    const cached = parts.cache.read(id);
    // The data calls need only the document's load rules: they start from the copy at hand, beside the request.
    if (early && cached) early(cached.document);
    else if (early)
      parts.bundled(id).then(
        (doc) => doc !== undefined && early(doc),
        () => undefined,
      );
    const answer = await parts.fetchScreen(id, cached?.etag);
    const fallingBack = (why: string) =>
      logger.error(
        `screen \`${id}\`: ${why}; ${cached ? 'the last good copy kept on this device is used' : 'the copy built into the app is used'}`,
        '',
      );

    if (answer.kind === 'ok') {
      const loaded = await prepare(answer.body, logger, 'remote', validators);
      if (loaded.ok) {
        parts.cache.write(id, { etag: answer.etag, document: answer.body });
        return loaded;
      }
      fallingBack('the published document is not valid (see the errors above)');
    } else if (answer.kind === 'notFound') {
      fallingBack('the server has no such screen');
    } else if (answer.kind === 'failed') {
      fallingBack(`it could not be fetched (${answer.reason})`);
    }

    if (cached) {
      const loaded = await prepare(cached.document, logger, 'cache', validators);
      if (loaded.ok) return loaded;
      logger.error(`screen \`${id}\`: the copy kept on this device no longer works with this app; it is dropped and the built-in copy is used`, '');
      parts.cache.remove(id);
    } else if (answer.kind === 'notModified') {
      logger.error(`screen \`${id}\`: the server says nothing changed but no copy is kept on this device; the built-in copy is used`, '');
    }

    const bundled = await parts.bundled(id);
    if (bundled === undefined) {
      logger.error(`no screen document \`${id}\``, '');
      return { ok: false, reason: 'missing', errors: [] };
    }
    return prepare(bundled, logger, 'bundled', validators);
  };
}

let defaultLoader: ScreenLoader | undefined;

/**
 * The app's loader: `<VITE_HATID_SCREENS_BASE>/<id>.json` within 4 s, the device's localStorage, the bundled screens.
 * A screen is drawn once the lazy widgets in its flow are in (its dialogs and sheets keep loading meanwhile).
 */
export const defaultScreenLoader: ScreenLoader = (id, logger, early) => {
  defaultLoader ??= createScreenLoader({
    fetchScreen: createScreenFetch({ base: screensBase, app: appVersion }),
    cache: createScreenCache(),
    bundled: loadBundledDocument,
    prepare: (raw, log, source, validators) => preparing().then((m) => m.prepareScreen(raw, log, source, validators, 'in-flow')),
  });
  return defaultLoader(id, logger, early);
};
