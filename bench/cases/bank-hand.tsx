/** The bank form hand-written: the same widget components and the same DOM as bank-sdui, the form values in React state. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ButtonWidget } from '../../widgets/button.tsx';
import { CardInputWidget } from '../../widgets/card-input.tsx';
import { PhoneInputWidget } from '../../widgets/phone-input.tsx';
import { PickerWidget } from '../../widgets/picker.tsx';
import { SelectFieldWidget } from '../../widgets/select-field.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { TabsWidget } from '../../widgets/tabs.tsx';
import { TextInputWidget } from '../../widgets/text-input.tsx';
import { looseEquals } from '../../renderer/core/expressions/evaluate.ts';
import type { BankFormItem, BankFormOption } from '../../schemas/generated/entities.ts';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { register } from '../harness.ts';
import { bankDoneText, bankFormValues, bankItems } from '../bank-reference.ts';

type Form = Record<string, unknown>;

const submit = async () => 'done' as const;
const optionName = (o: unknown) => String((o as BankFormOption).name);
const optionType = (o: unknown) => String((o as BankFormOption).type);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Whether an item is drawn for the chosen card type and bank (the screen's repeat `where`). */
function shows(field: BankFormItem, form: Form): boolean {
  if (field.code === 'cardType') return false;
  const mi = Number(field.cardTypeMi ?? 0);
  if (mi !== 0 && !looseEquals(mi, form.cardType)) return false;
  return !looseEquals(form.cardType, 1) || field.category === 'text' || !field.channelNumber || field.channelNumber === form.channelNumber;
}

function Field({
  field,
  form,
  setField,
  openPicker,
}: {
  field: BankFormItem;
  form: Form;
  setField: (code: string, v: unknown) => void;
  openPicker: (code: string) => void;
}) {
  const bind = { value: form[field.code], set: (v: unknown) => setField(field.code, v) };
  if (field.category !== 'text') {
    const chosen = field.note.find((o) => String(o.type) === String(form[field.code]));
    return (
      <SelectFieldWidget
        label={field.title}
        text={chosen ? text(chosen.name) : ''}
        placeholder={field.subtitle}
        onTap={async () => (openPicker(field.code), 'done' as const)}
      />
    );
  }
  if (field.inputType === 'bankCard') return <CardInputWidget bind={bind} label={field.title} placeholder={field.subtitle} />;
  if (field.inputType === 'phone') return <PhoneInputWidget bind={bind} label={field.title} placeholder={field.subtitle} />;
  return <TextInputWidget bind={bind} label={field.title} placeholder={field.subtitle} digitsOnly />;
}

function BankForm() {
  const [form, setForm] = useState<Form>({ cardType: 1, channelNumber: '90006', ...bankFormValues });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerCode, setPickerCode] = useState('');
  const setField = (code: string, v: unknown) => setForm((f) => ({ ...f, [code]: v }));
  const openPicker = (code: string) => {
    setPickerCode(code);
    setPickerOpen(true);
  };
  const cardTypes = bankItems.find((it) => it.code === 'cardType')?.note ?? [];
  const picked = bankItems.find((it) => it.code === pickerCode);
  const fields = bankItems.filter((it) => shows(it, form));
  return (
    <div className="h-page" data-screen="bind-bank" data-phase="ready">
      <main className="h-page__body">
        {cardTypes.length > 0 ? (
          <TabsWidget
            id="card-type"
            items={cardTypes}
            label={optionName}
            value={optionType}
            bind={{ value: form.cardType, set: (v) => setField('cardType', v) }}
          />
        ) : null}
        <StackWidget id="fields" surface="card" gap="md">
          <div className="h-repeat h-repeat--column h-gap--md">
            {fields.map((field) => (
              <Field key={field.code} field={field} form={form} setField={setField} openPicker={openPicker} />
            ))}
          </div>
        </StackWidget>
        <ButtonWidget id="next" text="Next" block sticky hideOnKeyboard busyText="loading..." onTap={submit} />
        <PickerWidget
          id="picker"
          open={{ value: pickerOpen, set: (v) => setPickerOpen(v === true) }}
          title={picked ? picked.title : ''}
          items={picked ? picked.note : []}
          label={optionName}
          value={optionType}
          bind={{ value: form[pickerCode], set: (v) => setField(pickerCode, v) }}
        />
      </main>
    </div>
  );
}

register({
  kind: 'render',
  doneText: bankDoneText,
  mount(target) {
    const root = createRoot(target);
    root.render(<BankForm />);
    return { unmount: () => root.unmount() };
  },
});
