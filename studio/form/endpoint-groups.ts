/**
 * The endpoint picker's choices (issue 34 item 5): the catalog's endpoints grouped by what they are about, each marked
 * when it moves money or changes the borrower's account (`money: true`: the screen always needs review, the call runs
 * only from the borrower's own tap), changes their records (`sideEffect: 'account'`) or costs money to send ('cost').
 */
import { endpoints, type EndpointSpec } from '../../adapters/http/endpoints.ts';

/** How an endpoint is marked in the picker. */
export type EndpointMark = 'money' | 'account' | 'cost' | null;

/** One endpoint as the picker offers it. */
export interface EndpointChoice {
  name: string;
  mark: EndpointMark;
  /** The option's words: the name and its mark. */
  label: string;
}

/** A group of the picker. */
export interface EndpointGroup {
  label: string;
  choices: EndpointChoice[];
}

const groupWords: Record<string, string> = {
  contact: 'Contact',
  complaint: 'Complaints',
  loanConfirm: 'Loan confirmation',
  contract: 'Loan agreements',
  loanDetails: 'Order details',
  event: 'Events',
  unionError: 'Joint login',
  legacy: 'Older app pages',
  repayment: 'Repayment',
  bindCard: 'Bank card',
  promotion: 'Promotion page',
};

/** The words after a marked endpoint's name. */
export const markWords: Record<Exclude<EndpointMark, null>, string> = {
  money: 'moves money or changes the account',
  account: 'changes the borrower’s records',
  cost: 'costs money to send',
};

/** What the picker says under a chosen marked endpoint. */
export const markNotes: Record<Exclude<EndpointMark, null>, string> = {
  money: 'Moves money or changes the borrower’s account: it runs only from the borrower’s own tap, and the screen always needs a reviewer.',
  account: 'Changes the borrower’s records at the lender: it runs only from the borrower’s own tap.',
  cost: 'Costs money to send (an SMS): it runs only from the borrower’s own tap.',
};

/** The mark of an endpoint name (null for an unknown name or an ordinary read). */
export function endpointMark(name: string): EndpointMark {
  const spec = (endpoints as Record<string, EndpointSpec | undefined>)[name];
  if (!spec || !Object.hasOwn(endpoints, name)) return null;
  if (spec.money) return 'money';
  return spec.sideEffect ?? null;
}

/** The names grouped by their first part, groups and names in catalog order. */
export function endpointGroups(names: readonly string[]): EndpointGroup[] {
  const groups = new Map<string, EndpointChoice[]>();
  for (const name of names) {
    const prefix = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
    const mark = endpointMark(name);
    const choice = { name, mark, label: mark ? `${name} — ${markWords[mark]}` : name };
    groups.set(prefix, [...(groups.get(prefix) ?? []), choice]);
  }
  return [...groups].map(([prefix, choices]) => ({ label: groupWords[prefix] ?? prefix, choices }));
}
