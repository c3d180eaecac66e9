/** The clock of rules worked out where the phone's date is not known (the server's first view and first calls). */
import type { FunctionEnv } from './functions.ts';
import { ExpressionError } from './parse.ts';

/** Reading it fails as an expression does: a rule reading now() or daysUntil() is never worked out with the server's date. */
export const unknownClock: FunctionEnv['clock'] = {
  wallTime() {
    throw new ExpressionError('the phone’s date is not known here');
  },
};
