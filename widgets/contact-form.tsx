import { useId, useRef, useState, type FormEvent } from 'react';
import type { ContactFormProps } from '../schemas/generated/widget-props.ts';
import { contactFormDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import type { ActionRunner } from '../renderer/core/widget-contract.ts';
import './button.css';
import './field-input.css';
import './textarea.css';
import './contact-form.css';
import { useWords } from '../renderer/react/words-context.ts';

type Field = 'name' | 'telephone' | 'suggestion';
const fields: readonly Field[] = ['name', 'telephone', 'suggestion'];
const empty: Record<Field, string> = { name: '', telephone: '', suggestion: '' };

/**
 * The Contact Us form (spec: not mounted on any page). Every box is required: Submit with one empty (or only spaces)
 * runs onIncomplete, marks the empty boxes and moves focus to the first; otherwise it runs onSubmit with the trimmed
 * texts as event and empties the boxes. The widget sends nothing itself, and a second press while actions run is dropped.
 */
export function ContactFormWidget({
  id,
  title = defaults.title,
  nameLabel = defaults.nameLabel,
  phoneLabel = defaults.phoneLabel,
  suggestionLabel = defaults.suggestionLabel,
  submitText = defaults.submitText,
  onIncomplete,
  onSubmit,
}: ContactFormProps) {
  const w = useWords();
  const baseId = useId();
  const [values, setValues] = useState(empty);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const boxes = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const missing = fields.filter((field) => values[field].trim() === '');

  const runOnce = async (handler: ActionRunner, event?: unknown): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await handler(event);
      return true;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    setChecked(true);
    const first = missing[0];
    if (first) {
      boxes.current[first]?.focus();
      await runOnce(onIncomplete);
      return;
    }
    const sent = { name: values.name.trim(), telephone: values.telephone.trim(), suggestion: values.suggestion.trim() };
    if (await runOnce(onSubmit, sent)) {
      setValues(empty);
      setChecked(false);
    }
  };

  const invalid = (field: Field) => checked && missing.includes(field);
  const boxProps = (field: Field) => ({
    id: `${baseId}-${field}`,
    value: values[field],
    required: true,
    'aria-invalid': invalid(field) || undefined,
    onChange: (e: { currentTarget: { value: string } }) => {
      const next = e.currentTarget.value;
      setValues((was) => ({ ...was, [field]: next }));
    },
  });
  const label = (field: Field, text: string) => (
    <label className="h-field__label" htmlFor={`${baseId}-${field}`}>
      {text}
    </label>
  );

  return (
    <form id={id} className="h-contact-form" aria-labelledby={`${baseId}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={`${baseId}-title`} className="h-contact-form__title">
        {w(title)}
      </h2>
      <div className="h-field">
        {label('name', w(nameLabel))}
        <input ref={(el) => void (boxes.current.name = el)} className="h-field__input" type="text" autoComplete="name" {...boxProps('name')} />
      </div>
      <div className="h-field">
        {label('telephone', w(phoneLabel))}
        <input
          ref={(el) => void (boxes.current.telephone = el)}
          className="h-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...boxProps('telephone')}
        />
      </div>
      <div className="h-field h-textarea">
        {label('suggestion', w(suggestionLabel))}
        <textarea
          ref={(el) => void (boxes.current.suggestion = el)}
          className="h-field__input h-field__input--multiline h-textarea__field"
          rows={4}
          {...boxProps('suggestion')}
        />
      </div>
      <button type="submit" className="h-button h-button--primary h-button--block" aria-busy={busy || undefined}>
        {w(submitText)}
      </button>
    </form>
  );
}
