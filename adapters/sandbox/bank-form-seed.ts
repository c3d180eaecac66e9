/**
 * The sandbox's bank-binding data (spec sections 2 Bank binding, 3 Bank form item, 4, 5 and 9): the payment account
 * form of each loan product, what the lender checks when a form is saved, and the bindings saved so far.
 *
 * Product 7 (PesoAgad) offers bank card and e-wallet, product 8 (Hatid Cash) e-wallets only, product 9 (Kwarta
 * Express) bank cards only with the borrower's BPI card filled in. Channel numbers 90006 to 90009 are the banks.
 */
import type { BankFormItem, BankFormOption } from '../../schemas/generated/entities.ts';

/** Card types of the cardType item (spec section 9: 1 is the default). */
export const cardTypes = { bankCard: 1, eWallet: 2 } as const;

/** The channel the app starts with when the form chooses none (spec section 9). */
export const defaultChannel = '90006';

/** What the bank-binding scenarios switch on. The default scenario has none of them. */
export interface BankBindingFlags {
  /** bind-init-fails: bindCard.init fails with this message. */
  initFailure?: string;
  /** bind-fails: a complete, valid form is refused by bindCard.save and bindCard.saveForOrder with this message. */
  saveFailure?: string;
}

/** One saved payment account (GET <base>/sandbox/bindings lists them). */
export interface SandboxBinding {
  /** 'BD' and a number. */
  id: string;
  productId: string;
  /** The catalog name of the call that saved it: bindCard.save or bindCard.saveForOrder. */
  endpoint: 'bindCard.save' | 'bindCard.saveForOrder';
  /** The order sent with bindCard.saveForOrder; '' otherwise. */
  orderId: string;
  /** 1 bank card, 2 e-wallet. */
  cardType: number;
  /** The bank or e-wallet: its option type ('90007', 'GCASH') and name ('BPI', 'GCash'). */
  provider: string;
  providerName: string;
  /** The bank card number or the e-wallet's mobile number. */
  accountNo: string;
  /** Every field the lender received (query and body), exactly as received: all text. */
  payload: Record<string, unknown>;
  boundAt: string;
}

/** The bank-binding part of a scenario's data. */
export interface BankBindingState {
  /** The saved payment accounts, one per product (a new one replaces the product's earlier one), oldest first. */
  bindings: SandboxBinding[];
  nextBindingId: number;
  flags: BankBindingFlags;
}

/** A fresh bank-binding state with the given flags. */
export function seedBankBinding(flags: BankBindingFlags = {}): BankBindingState {
  return { bindings: [], nextBindingId: 1, flags };
}

/** What the lender checks on one field when the form is saved. Lender-side: never sent with the form. */
export interface BankFieldRule {
  /** When the field applies but was left out or empty. */
  missing: string;
  /** When an option item's value is not one of its options' types, or a text value does not match `pattern`. */
  invalid: string;
  /** When a text value has anything but digits. */
  digitsOnly?: string;
  /** What a text value (digits only) must match. */
  pattern?: RegExp;
}

/** Messages of the bank-binding calls. */
export const bankBindingTexts = {
  unknownProduct: 'This product is not available.',
  unknownCardType: 'This account type is not available for this product.',
  unknownOrder: 'This order could not be found.',
  otherProductOrder: 'This order belongs to another loan product.',
  initFails: 'The payment account form is under maintenance. Please try again later.',
  saveFails: 'This bank account cannot be used. Please choose another one.',
} as const;

/**
 * The checks of each field, by item code (cardType is checked on its own: sent or not, it must be one of the form's
 * card types). Every item that applies to the chosen card type (and bank) is required.
 */
export const bankFieldRules: Readonly<Record<string, BankFieldRule>> = {
  channelNumber: { missing: 'Please choose your bank.', invalid: 'Please choose a bank from the list.' },
  bankCardNo: {
    missing: 'Please enter your bank card number.',
    digitsOnly: 'The bank card number can contain digits only.',
    pattern: /^\d{12,19}$/,
    invalid: 'Please enter a bank card number of 12 to 19 digits.',
  },
  bankCity: { missing: 'Please choose the city of your bank branch.', invalid: 'Please choose a city from the list.' },
  bpiAccountType: { missing: 'Please choose your BPI account type.', invalid: 'Please choose Savings or Checking.' },
  walletType: { missing: 'Please choose your e-wallet.', invalid: 'Please choose an e-wallet from the list.' },
  walletPhone: {
    missing: 'Please enter your e-wallet mobile number.',
    digitsOnly: 'The mobile number can contain digits only.',
    pattern: /^09\d{9}$/,
    invalid: 'Please enter an 11-digit mobile number starting with 09.',
  },
  salaryDay: { missing: 'Please choose your salary day.', invalid: 'Please choose a salary day from 1 to 31.' },
  idNumber: {
    missing: 'Please enter your ID number.',
    digitsOnly: 'The ID number can contain digits only.',
    pattern: /^\d{6,20}$/,
    invalid: 'Please enter an ID number of 6 to 20 digits.',
  },
};

const option = (name: string, type: string | number): BankFormOption => ({ name, type });

/** A typed (digits-only) item. */
const textItem = (
  code: string,
  title: string,
  subtitle: string,
  inputType: 'bankCard' | 'phone' | 'number',
  fields: Partial<BankFormItem> = {},
): BankFormItem => ({ code, title, subtitle, category: 'text', value: '', note: [], inputType, ...fields });

/** An option item (city, day or enum). */
const optionItem = (
  code: string,
  category: 'city' | 'day' | 'enum',
  title: string,
  subtitle: string,
  note: BankFormOption[],
  fields: Partial<BankFormItem> = {},
): BankFormItem => ({ code, title, subtitle, category, value: '', note, inputType: '', ...fields });

const bankCardOption = option('Bank card', cardTypes.bankCard);
const eWalletOption = option('E-wallet', cardTypes.eWallet);

/** The banks of the channelNumber picker: the option type is the bank's channel number. */
export const banks: readonly BankFormOption[] = [
  option('BDO Unibank', '90006'),
  option('BPI', '90007'),
  option('Metrobank', '90008'),
  option('UnionBank of the Philippines', '90009'),
];

/** The short code of each bank, by channel number (as the repayment way's bank cards carry it). */
export const bankCodes: Readonly<Record<string, string>> = { '90006': 'BDO', '90007': 'BPI', '90008': 'MBTC', '90009': 'UBP' };

/** The e-wallets of the walletType picker. */
export const eWallets: readonly BankFormOption[] = [option('GCash', 'GCASH'), option('Maya', 'MAYA'), option('ShopeePay', 'SHOPEEPAY')];

/** Cities of BDO branches (the bankCity picker). */
const bdoCities: readonly BankFormOption[] = [
  option('Manila', 'MNL'),
  option('Quezon City', 'QZN'),
  option('Makati', 'MKT'),
  option('Pasig', 'PSG'),
  option('Taguig', 'TAG'),
  option('Caloocan', 'CAL'),
  option('Cebu City', 'CEB'),
  option('Davao City', 'DVO'),
  option('Iloilo City', 'ILO'),
  option('Bacolod', 'BCD'),
  option('Cagayan de Oro', 'CDO'),
  option('Baguio', 'BAG'),
];

/** Days 1 to 31 of the salaryDay picker: the name is the day as text, the type the day as a number. */
const monthDays: readonly BankFormOption[] = Array.from({ length: 31 }, (_, i) => option(String(i + 1), i + 1));

const salaryDay = () => optionItem('salaryDay', 'day', 'Salary day', 'Day of the month you get paid', [...monthDays], { cardTypeMi: 0 });
const walletType = () => optionItem('walletType', 'enum', 'E-wallet', 'Choose your e-wallet', [...eWallets], { cardTypeMi: cardTypes.eWallet });
const walletPhone = () =>
  textItem('walletPhone', 'E-wallet mobile number', '11 digits, e.g. 09171234567', 'phone', { cardTypeMi: cardTypes.eWallet });

/**
 * The form of each product, by productId; fresh copies on every call.
 * - 7: bank card or e-wallet; the bank's branch city only for BDO (90006); salary day and ID number for both.
 * - 8: e-wallets only (the card-type tabs hold E-wallet alone, chosen at first with value 2); salary day.
 * - 9: bank cards only; the borrower's BPI card is filled in (channelNumber '90007', bankCardNo); the account type
 *   only for BPI (90007); the ID number item has no cardTypeMi (it shows for every card type).
 */
export function bankForm(productId: string): BankFormItem[] | undefined {
  switch (productId) {
    case '7':
      return [
        optionItem('cardType', 'enum', 'Account type', 'Choose where to receive your loan', [bankCardOption, eWalletOption], { cardTypeMi: 0 }),
        optionItem('channelNumber', 'enum', 'Bank', 'Choose your bank', [...banks], { cardTypeMi: cardTypes.bankCard }),
        textItem('bankCardNo', 'Bank card number', '12 to 19 digits', 'bankCard', { cardTypeMi: cardTypes.bankCard }),
        optionItem('bankCity', 'city', 'Branch city', 'City of your BDO branch', [...bdoCities], {
          cardTypeMi: cardTypes.bankCard,
          channelNumber: '90006',
        }),
        walletType(),
        walletPhone(),
        salaryDay(),
        textItem('idNumber', 'ID number', 'Enter your ID number', 'number', { cardTypeMi: 0 }),
      ];
    case '8':
      return [
        optionItem('cardType', 'enum', 'Account type', 'Loans of this product are sent to e-wallets', [eWalletOption], {
          value: cardTypes.eWallet,
          cardTypeMi: 0,
        }),
        walletType(),
        walletPhone(),
        salaryDay(),
      ];
    case '9':
      return [
        optionItem('cardType', 'enum', 'Account type', 'Loans of this product are sent to bank cards', [bankCardOption], {
          value: cardTypes.bankCard,
          cardTypeMi: 0,
        }),
        optionItem('channelNumber', 'enum', 'Bank', 'Choose your bank', [...banks], { value: '90007', cardTypeMi: cardTypes.bankCard }),
        textItem('bankCardNo', 'Bank card number', '12 to 19 digits', 'bankCard', {
          value: '5264710098761234',
          cardTypeMi: cardTypes.bankCard,
        }),
        optionItem(
          'bpiAccountType',
          'enum',
          'BPI account type',
          'Savings or checking',
          [option('Savings', 'SAVINGS'), option('Checking', 'CHECKING')],
          {
            cardTypeMi: cardTypes.bankCard,
            channelNumber: '90007',
          },
        ),
        textItem('idNumber', 'ID number', 'SSS, UMID or PhilSys number', 'number'),
      ];
    default:
      return undefined;
  }
}
