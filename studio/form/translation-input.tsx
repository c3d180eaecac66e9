/** A text the borrower reads, its English and Filipino side by side in the property form. */
import { asTranslations, filipinoState, withEnglish, withFilipino, withFilipinoChecked } from './translation-edits.ts';
import { ExpressionInput } from './expression-input.tsx';
import { TextInput, isExpression } from './text-inputs.tsx';
import './translation-input.css';

/** Props of TranslationInput. */
export interface TranslationInputProps {
  /** The id of the English input (the field's label names it). */
  id: string;
  name: string;
  value: unknown;
  pointer: string;
  describedBy: string;
  /** The English has an error (of its own: a missing or stale Filipino is the Filipino's). */
  invalid: boolean;
  /** The Filipino is missing or stale where it must be written (a money screen). */
  filipinoInvalid: boolean;
  required: boolean;
  /** Sets the text (a string while there is no Filipino); undefined removes it. */
  onSet(value: unknown): void;
}

/**
 * English on the left, Filipino on the right (each an expression input when the English is one: the Filipino of an
 * expression is the same expression with its shown words translated), and where the Filipino stands. An expression
 * with no words for the borrower (data only, or the spec's kept words) has nothing to translate: no Filipino box.
 */
export function TranslationInput({ id, name, value, pointer, describedBy, invalid, filipinoInvalid, required, onSet }: TranslationInputProps) {
  const t = asTranslations(value);
  const state = filipinoState(value);
  const expression = isExpression(t.en);
  const setEnglish = (en: string) => onSet(en === '' && t.fil === undefined && !required ? undefined : withEnglish(value, en));
  const setFilipino = (fil: string) => onSet(withFilipino(value, fil));
  const placeholder = state === 'missing' ? 'Not written yet: the borrower reads the English' : undefined;
  return (
    <div className="st-translation" role="group" aria-label={`${name}, English and Filipino`}>
      <div className="st-translation__side">
        <span className="st-translation__lang" aria-hidden="true">
          English
        </span>
        {expression ? (
          <ExpressionInput id={id} value={t.en} pointer={pointer} label={name} describedBy={describedBy} invalid={invalid} onCommit={setEnglish} />
        ) : (
          <TextInput id={id} value={t.en} describedBy={describedBy} invalid={invalid} onCommit={setEnglish} />
        )}
      </div>
      {expression && state === 'not-needed' ? (
        <p className="st-translation__none">Worked out from data, with no words to translate: Filipino readers get the same.</p>
      ) : (
        <div className="st-translation__side">
          <span className="st-translation__lang" aria-hidden="true">
            Filipino
          </span>
          {expression ? (
            <ExpressionInput
              id={`${id}-fil`}
              value={t.fil ?? ''}
              pointer={pointer}
              label="Filipino"
              placeholder={placeholder}
              describedBy={describedBy}
              invalid={filipinoInvalid}
              onCommit={setFilipino}
            />
          ) : (
            <TextInput
              id={`${id}-fil`}
              value={t.fil ?? ''}
              label="Filipino"
              placeholder={placeholder}
              describedBy={describedBy}
              invalid={filipinoInvalid}
              onCommit={setFilipino}
            />
          )}
        </div>
      )}
      {state === 'stale' ? (
        <p className="st-translation__stale">
          The English changed after this Filipino was written.{' '}
          <button type="button" className="st-link" onClick={() => onSet(withFilipinoChecked(value))}>
            The Filipino says the same: mark it checked
          </button>
        </p>
      ) : null}
    </div>
  );
}
