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
  invalid: boolean;
  required: boolean;
  /** Sets the text (a string while there is no Filipino); undefined removes it. */
  onSet(value: unknown): void;
}

/** English on the left (an expression input when it is one), Filipino on the right, and where the Filipino stands. */
export function TranslationInput({ id, name, value, pointer, describedBy, invalid, required, onSet }: TranslationInputProps) {
  const t = asTranslations(value);
  const state = filipinoState(value);
  const setEnglish = (en: string) => onSet(en === '' && t.fil === undefined && !required ? undefined : withEnglish(value, en));
  return (
    <div className="st-translation" role="group" aria-label={`${name}, English and Filipino`}>
      <div className="st-translation__side">
        <span className="st-translation__lang" aria-hidden="true">
          English
        </span>
        {isExpression(t.en) ? (
          <ExpressionInput id={id} value={t.en} pointer={pointer} label={name} describedBy={describedBy} invalid={invalid} onCommit={setEnglish} />
        ) : (
          <TextInput id={id} value={t.en} describedBy={describedBy} invalid={invalid} onCommit={setEnglish} />
        )}
      </div>
      <div className="st-translation__side">
        <span className="st-translation__lang" aria-hidden="true">
          Filipino
        </span>
        <TextInput
          id={`${id}-fil`}
          value={t.fil ?? ''}
          label="Filipino"
          placeholder={state === 'missing' ? 'Not written yet: the borrower reads the English' : undefined}
          describedBy={describedBy}
          invalid={invalid}
          onCommit={(fil) => onSet(withFilipino(value, fil))}
        />
      </div>
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
