/**
 * Turning a screen document into a screen the app can draw: migrated from an older schemaVersion, validated with
 * the precompiled validators, its lazy widgets loaded. The bundled copies (screens/*.json, each its own lazily
 * loaded chunk, bundled-screens.ts) are the last fallback of the screen loader (screen-loader.ts) and what stories and
 * fixtures draw. The app loads this module lazily, beside the validators it awaits anyway (not in the entry chunk).
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';
import { endpointNameSet } from '../adapters/http/endpoint-flags.ts';
import { parseExpression } from '../renderer/core/expressions/parse.ts';
import { checkDocumentValue } from '../renderer/core/validation/document-limits.ts';
import type { DocumentError, SplitValidators } from '../renderer/core/validation/validate-document.ts';
import type { LoggerPort } from '../renderer/core/ports.ts';
import { currentLanguage, type Language } from '../renderer/core/i18n/language.ts';
import { localizeScreen } from '../renderer/core/i18n/localize-document.ts';
import { hasBundledScreen, loadBundledDocument } from './bundled-screens.ts';
import { preloadScreenWidgets, type WidgetWait } from './ready-bundled-copy.ts';

export { hasBundledScreen, loadBundledDocument };
export type { WidgetWait };

/** Where a drawn screen came from: the server, the device's last good copy, or the copy built into the app. */
export type ScreenSource = 'remote' | 'cache' | 'bundled';

/** The outcome of loading a screen. */
export type LoadedScreen =
  | {
      ok: true;
      document: ScreenDocument;
      source: ScreenSource;
      /** Turns a pointer into the drawn document (fallbacks standing in for unknown nodes) into the one as sent. */
      originOf?: (pointer: string) => string;
      /** Starts loading, when the main thread is idle, the lazy widgets the screen was not readied with (its dialogs'). */
      preloadRest?: () => void;
    }
  | { ok: false; reason: 'missing' | 'invalid'; errors: DocumentError[] };

/** Starts loading the validation code and the envelope's and actions' validators; call it as early as possible. */
export function startPreparing(): Promise<(doc: unknown, named?: Iterable<string>) => Promise<SplitValidators>> {
  return import('../renderer/core/validation/load-validators.ts').then((m) => m.startLoadingValidators());
}

/**
 * Migrates, validates and readies a document (or a document still on its way) in a language (default the page's).
 * Unknown widget types are logged and replaced by their fallback; any other error is logged with its JSON Pointer and
 * refuses the document. The document handed over has every text in that language (localize-document.ts).
 */
export async function prepareScreen(
  raw: unknown,
  logger: LoggerPort,
  source: ScreenSource = 'remote',
  validatorsLoad: ReturnType<typeof startPreparing> = startPreparing(),
  widgetWait: WidgetWait = 'all',
  language: Language = currentLanguage(),
): Promise<LoadedScreen> {
  // The code of each step is asked for at once, so it arrives alongside the document rather than one round trip
  // after it (a failure is reported where the step awaits it).
  const migrations = settledLater(import('../renderer/core/migrations/migrate-document.ts'));
  const validation = settledLater(import('../renderer/core/validation/validate-document.ts'));
  settledLater(validatorsLoad);
  const doc = await raw;
  // A document too large or too deep (document-limits.ts) is refused before any step walks it.
  const tooBig = checkDocumentValue(doc);
  if (tooBig) {
    logger.error(tooBig.message, tooBig.pointer);
    return { ok: false, reason: 'invalid', errors: [tooBig] };
  }
  const migration = (await migrations).migrateDocument(doc);
  if (!migration.ok) {
    const hasVersion = typeof doc === 'object' && doc !== null && !Array.isArray(doc) && Object.hasOwn(doc, 'schemaVersion');
    const error = { pointer: hasVersion ? '/schemaVersion' : '', message: migration.message };
    logger.error(error.message, error.pointer);
    return { ok: false, reason: 'invalid', errors: [error] };
  }
  // One walk names the types the screen uses: the validator of each (a screen never downloads the rules of widgets it
  // does not use) and its lazy widgets start loading together. The screen is handed over only when its widgets are in
  // (they arrive alongside the validators), so they appear together rather than popping in one by one; with
  // widgetWait 'in-flow' (the app) only those drawn in the page's flow are loaded and waited for, a dialog's come later.
  const widgets = preloadScreenWidgets(migration.document, widgetWait);
  const validators = await (await validatorsLoad)(migration.document, widgets.types);
  const result = (await validation).validateDocument(migration.document, { validators, endpointNames: [...endpointNameSet], parseExpression });
  for (const unknown of result.unknownNodes) logger.error(`unknown widget type \`${unknown.type}\`; its fallback is shown`, unknown.pointer);
  if (!result.ok || !result.document) {
    for (const error of result.errors) logger.error(error.message, error.pointer);
    return { ok: false, reason: 'invalid', errors: result.errors };
  }
  // The wait settles whatever happens: a widget chunk that failed retries when it is drawn.
  const [document] = await Promise.all([localizeScreen(result.document, language), widgets.wait]);
  const ready = { ok: true as const, document, source, preloadRest: widgets.rest };
  return result.originOf ? { ...ready, originOf: result.originOf } : ready;
}

/** A promise awaited later: until then, its failure must not count as an unhandled rejection. */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Loads the bundled screens/<id>.json and prepares it (stories, fixtures and the loader's last fallback). */
export async function loadScreen(
  id: string,
  logger: LoggerPort,
  validatorsLoad?: ReturnType<typeof startPreparing>,
  language: Language = currentLanguage(),
): Promise<LoadedScreen> {
  if (!hasBundledScreen(id)) {
    logger.error(`no screen document \`${id}\``, '');
    return { ok: false, reason: 'missing', errors: [] };
  }
  return prepareScreen(loadBundledDocument(id), logger, 'bundled', validatorsLoad, 'all', language);
}
