/**
 * Loading the precompiled validators a screen needs, each a small lazy chunk: the envelope's and the actions' as
 * soon as a screen is asked for, then one per widget type its document uses once the document has arrived. Kept
 * apart from the checking code (no slot table here) so it stays tiny and its chunk arrives with the document.
 */
import {
  loadActionValidator,
  loadScreenValidator,
  widgetValidatorLoaders,
  type ValidatorModule,
} from '../../../schemas/generated/validators/index.ts';
import { typesInDocument } from '../document-types.ts';
import type { SplitValidators } from './split-validation.ts';

/** Where the validator modules come from (the generated dynamic imports; tests pass their own). */
export interface ValidatorLoaders {
  screen(): Promise<ValidatorModule>;
  action(): Promise<ValidatorModule>;
  widgets: Readonly<Record<string, () => Promise<ValidatorModule>>>;
}

export const generatedLoaders: ValidatorLoaders = { screen: loadScreenValidator, action: loadActionValidator, widgets: widgetValidatorLoaders };

/**
 * The widget types named by a `type` field anywhere in the document, among `known`: the types of all its nodes
 * (fallbacks of unknown widgets included), and perhaps a few more when some other object has a `type` too, which
 * only loads a validator that goes unused. No slot table needed.
 */
export function widgetTypesNamed(
  doc: unknown,
  known: Readonly<Record<string, unknown>>,
  named: Iterable<string> = typesInDocument(doc).all,
): string[] {
  return [...named].filter((type) => Object.hasOwn(known, type)).sort();
}

/**
 * Starts loading the envelope and action validators now; the function it returns adds, for a document, the
 * validators of the widget types it uses, all in parallel (`named`: the types a walk of it already found). A failed
 * load rejects that function's promise.
 */
export function startLoadingValidators(
  loaders: ValidatorLoaders = generatedLoaders,
): (doc: unknown, named?: Iterable<string>) => Promise<SplitValidators> {
  const common = Promise.all([loaders.screen(), loaders.action()]);
  // Handled when the document arrives; until then, a failure must not count as an unhandled rejection.
  common.catch(() => undefined);
  return async (doc, named) => {
    const types = widgetTypesNamed(doc, loaders.widgets, named);
    const [[screen, action], widgets] = await Promise.all([
      common,
      Promise.all(types.map(async (type) => [type, (await (loaders.widgets[type] as () => Promise<ValidatorModule>)()).validate] as const)),
    ]);
    return { screen: screen.validate, action: action.validate, widgets: Object.fromEntries(widgets) };
  };
}
