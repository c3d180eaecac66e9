/**
 * The bank-form reference screen of the benchmark: screens/bind-bank.json as it is (card-type tabs, the repeat of
 * server items switching to card, phone, text inputs and select fields, the Next button and the closed picker) with
 * its load and onLoad left out: 40 server items and the form values (what onLoad would merge in) are given up front.
 */
import type { BankFormItem, BankFormOption } from '../schemas/generated/entities.ts';
import type { ScreenDocument } from '../schemas/generated/types.ts';
import bindBank from '../screens/bind-bank.json';
import { localizeDocument } from '../renderer/core/i18n/localize-document.ts';

/** How many server items the form has (cardType, drawn as tabs, is one of them). */
export const bankItemCount = 40;

const option = (name: string, type: string | number): BankFormOption => ({ name, type });
const cities = ['Manila', 'Quezon City', 'Makati', 'Pasig', 'Cebu City', 'Davao City'].map((c, i) => option(c, `C${i}`));
const days = Array.from({ length: 31 }, (_, i) => option(String(i + 1), i + 1));
const kinds = ['number', 'bankCard', 'phone', 'city', 'day', 'enum'] as const;

function item(i: number): BankFormItem {
  const kind = kinds[i % kinds.length]!;
  const title = `Item ${i + 1} ${kind}`;
  const base = {
    code: `field${i + 1}`,
    title,
    subtitle: `Enter item ${i + 1}`,
    cardTypeMi: i % 2,
    ...(i % 5 === 0 ? { channelNumber: '90006' } : {}),
  };
  const filled = i % 3 !== 0;
  if (kind === 'number' || kind === 'bankCard' || kind === 'phone') {
    const value = !filled ? '' : kind === 'phone' ? '09171234567' : kind === 'bankCard' ? '5264710098761234' : String(100000 + i);
    return { ...base, category: 'text', value, note: [], inputType: kind };
  }
  const note = kind === 'city' ? cities : kind === 'day' ? days : [option('Savings', 'SAVINGS'), option('Checking', 'CHECKING')];
  return { ...base, category: kind, value: filled ? note[1]!.type : '', note, inputType: '' };
}

/** The form's server items: card type, bank, then 38 items of mixed kinds, every one shown for a bank card at BDO. */
export const bankItems: BankFormItem[] = [
  {
    code: 'cardType',
    title: 'Account type',
    subtitle: 'Choose where to receive your loan',
    category: 'enum',
    value: 1,
    note: [option('Bank card', 1), option('E-wallet', 2)],
    inputType: '',
    cardTypeMi: 0,
  },
  {
    code: 'channelNumber',
    title: 'Bank',
    subtitle: 'Choose your bank',
    category: 'enum',
    value: '90006',
    note: [option('BDO Unibank', '90006'), option('BPI', '90007')],
    inputType: '',
    cardTypeMi: 1,
  },
  ...Array.from({ length: bankItemCount - 2 }, (_, i) => item(i + 2)),
];

/** The form values as the screen's onLoad leaves them: each item's value by code. */
export const bankFormValues: Record<string, unknown> = Object.fromEntries(bankItems.map((it) => [it.code, it.value]));

/** The text of the last item: on the page only once every field is drawn. */
export const bankDoneText = bankItems[bankItemCount - 1]!.title;

const { load: _load, onLoad: _onLoad, $schema: _schema, ...screen } = bindBank as Record<string, unknown>;

/** bind-bank.json without its load and onLoad, the form values in its initial state, in English as the app loads it. */
export const bankDocument = localizeDocument({ ...screen, state: { ...(bindBank.state as Record<string, unknown>), form: bankFormValues } }, 'en')
  .document as unknown as ScreenDocument;

/** The data the screen would have loaded. */
export const bankData = { form: { items: bankItems } };
