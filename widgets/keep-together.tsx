/**
 * Values that must never break across lines: dates ("2025-06-07") and times ("14:03:22"), phone numbers ("0917 555 0142",
 * "(02) 8812 4400") and masked card numbers ("**** 5678"). A text that is one such value (or one word holding a digit,
 * such as "₱8.959,00" or "HT2503000170") keeps its whole element on one line (keepClass); inside a longer text, each
 * date, time, phone number or masked card is drawn in a span that does not wrap (keepTogether).
 */
import type { ReactNode } from 'react';
import './keep-together.css';

const date = String.raw`\d{4}-\d{2}-\d{2}`;
const time = String.raw`\d{2}:\d{2}(?::\d{2})?`;
const maskedCard = String.raw`\*+ \d{2,4}`;
const phone = String.raw`(?:\+\d{2} \d{1,3} |\(\d{2,4}\) ?|\d{2,4}[ -])\d{3,4}[ -]\d{4}`;

// A date and its time are kept whole each, but may go on two lines ("2025-03-11" above "08:41:05") in a narrow column.
const inSentence = new RegExp([date, time, maskedCard, phone].join('|'), 'g');
const wholeValue = new RegExp(String.raw`^(?:${maskedCard}|${phone}|\S*\d\S*)$`);

/** Longer values (an address, a long reference) may still break where they must rather than overflow the screen. */
const maxKept = 40;

/** ' h-keep' when the whole text is one value to keep on one line (a date, phone number, amount or code), else ''. */
export function keepClass(text: string): string {
  const value = text.trim();
  return value.length <= maxKept && /\d/.test(value) && wholeValue.test(value) ? ' h-keep' : '';
}

/** The text with each date, phone number and masked card number inside it kept whole; the text itself when it has none. */
export function keepTogether(text: string): ReactNode {
  if (!/\d/.test(text) || keepClass(text) !== '') return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inSentence)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="h-keep">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
