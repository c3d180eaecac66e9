/** Loads and validates a screen document by id: each screen is its own lazily loaded chunk. */
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { endpointNames } from '../../adapters/http/endpoints.ts';
import { parseExpression } from '../core/expressions/parse.ts';
import type { DocumentError } from '../core/validation/validate-document.ts';
import type { LoggerPort } from '../core/ports.ts';
import { preloadWidgetsOf } from '../react/registry.ts';

const modules = import.meta.glob<unknown>('../../screens/*.json', { import: 'default' });

/** The outcome of loading a screen. */
export type LoadedScreen =
  | { ok: true; document: ScreenDocument }
  | { ok: false; reason: 'missing' | 'invalid'; errors: DocumentError[] };

/** Loads screens/<id>.json and validates it; unknown widget types are logged and replaced, other errors refuse the screen. */
export async function loadScreen(id: string, logger: LoggerPort): Promise<LoadedScreen> {
  const load = modules[`../../screens/${id}.json`];
  if (!load) {
    logger.error(`no screen document \`${id}\``, '');
    return { ok: false, reason: 'missing', errors: [] };
  }
  // Validation loads in small chunks alongside the document rather than with the first JavaScript: the checking code
  // and the validators of the screen envelope and of actions right away, the validator of each widget type the
  // document uses as soon as it arrives (a screen never downloads the rules of widgets it does not use). Its lazy
  // widgets start loading then too, and the screen is handed over only when they are in (they arrive alongside the
  // validators, so this costs no extra round trip): its widgets then appear together rather than popping in one by one.
  const loader = import('../core/validation/load-validators.ts').then((m) => m.startLoadingValidators());
  const docLoad = load();
  const widgetsLoad = docLoad.then((doc) => preloadWidgetsOf(doc));
  const [raw, validators, { validateDocument }] = await Promise.all([
    docLoad,
    Promise.all([loader, docLoad]).then(([forDocument, doc]) => forDocument(doc)),
    import('../core/validation/validate-document.ts'),
  ]);
  const result = validateDocument(raw, { validators, endpointNames, parseExpression });
  for (const unknown of result.unknownNodes) logger.error(`unknown widget type \`${unknown.type}\`; its fallback is shown`, unknown.pointer);
  if (!result.ok || !result.document) {
    for (const error of result.errors) logger.error(error.message, error.pointer);
    return { ok: false, reason: 'invalid', errors: result.errors };
  }
  // preloadWidgetsOf settles whatever happens: a widget chunk that failed retries when it is drawn.
  await widgetsLoad;
  return { ok: true, document: result.document };
}
