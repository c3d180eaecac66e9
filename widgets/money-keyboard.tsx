import type { MouseEvent } from 'react';
import type { MoneyKeyboardProps } from '../schemas/generated/widget-props.ts';
import { moneyKeyboardDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { useBusyAction } from './use-busy-action.ts';
import './money-keyboard.css';
import { useWords } from '../renderer/react/words-context.ts';

/** A key of the pad: a digit, the decimal point, or delete. */
export type MoneyKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'delete';

/**
 * An amount after one key: at most one decimal point (a leading point becomes "0."), at most two decimals, no
 * leading zeros ("0" then "5" is "5"); delete drops the last character.
 */
export function pressMoneyKey(amount: string, key: MoneyKey): string {
  if (key === 'delete') return amount.slice(0, -1);
  const point = amount.indexOf('.');
  if (key === '.') return point >= 0 ? amount : amount === '' ? '0.' : `${amount}.`;
  if (point >= 0) return amount.length - point > 2 ? amount : amount + key;
  return amount === '0' ? key : amount + key;
}

const digitRows: MoneyKey[][] = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
];

/** Tapping a key leaves the focus where it was (no focus ring jumping across the pad); keyboard users still Tab to keys. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Reads a bound amount as text. */
function amountOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/**
 * An on-screen number pad for an amount, fixed at the bottom while its `open` state is true: digits, decimal point,
 * delete, hide and confirm (greyed out while empty). Confirm closes the pad, then runs onConfirm. A spacer of the pad's
 * height keeps the end of the page reachable above it.
 */
export function MoneyKeyboardWidget({ id, bind, open, confirmText = defaults.confirmText, onConfirm }: MoneyKeyboardProps) {
  const w = useWords();
  const { busy, run } = useBusyAction(onConfirm);
  if (open.value !== true) return null;
  const amount = amountOf(bind.value);
  const press = (key: MoneyKey) => {
    const next = pressMoneyKey(amount, key);
    if (next !== amount) bind.set(next);
  };
  const confirm = () => {
    open.set(false);
    run({ value: amount });
  };
  const key = (k: MoneyKey) => (
    <button key={k} type="button" className="h-money-keyboard__key" onMouseDown={keepFocus} onClick={() => press(k)}>
      {k}
    </button>
  );
  return (
    <>
      <div className="h-money-keyboard__spacer" aria-hidden="true" />
      <div id={id} className="h-money-keyboard" role="group" aria-label={w('Number keyboard')}>
        <div className="h-money-keyboard__pad">
          {digitRows.map((row) => row.map(key))}
          {key('.')}
          {key('0')}
          <button
            type="button"
            className="h-money-keyboard__key"
            onMouseDown={keepFocus}
            aria-label={w('Hide keyboard')}
            onClick={() => open.set(false)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <rect x="3" y="4" width="18" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M6.5 7.5h1M9.5 7.5h1M12.5 7.5h1M15.5 7.5h1M8 11.5h8M9 18.5l3 2.5 3-2.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        <div className="h-money-keyboard__side">
          <button type="button" className="h-money-keyboard__key" onMouseDown={keepFocus} aria-label={w('Delete')} onClick={() => press('delete')}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path d="M9 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-6-7z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              <path d="M12 9.5l5 5M17 9.5l-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="h-money-keyboard__confirm" onMouseDown={keepFocus} disabled={amount === '' || busy} onClick={confirm}>
            {w(confirmText)}
          </button>
        </div>
      </div>
    </>
  );
}
