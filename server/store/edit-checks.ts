/** The checks every edit passes before anything is written: its fields, then its text as `npm run validate` checks it. */
import type { EditInput } from './store-api.ts';
import { channels, type StoreFailure } from './types.ts';
import { fail, isCount, type StoreContext } from './store-context.ts';

/** A refusal for a malformed edit (400) or a text with errors (422, the errors as problems), or null. */
export function checkEdit(ctx: StoreContext, id: string, input: EditInput): StoreFailure | null {
  if (typeof input.text !== 'string') return fail(400, 'bad-request', 'Send the screen text.');
  if (!isCount(input.baseVersion)) return fail(400, 'bad-request', 'Send the version your edit started from (baseVersion, 0 for the bundled copy).');
  if (typeof input.reason !== 'string' || input.reason.trim() === '') return fail(400, 'bad-request', 'Say why you change the screen (reason).');
  if (!channels.includes(input.target)) return fail(400, 'bad-request', "Say where it goes live: target 'staging' or 'production'.");
  return checkText(ctx, id, input.text);
}

/** A 422 for a text with errors (its errors as problems), or null. */
export function checkText(ctx: StoreContext, id: string, text: string): StoreFailure | null {
  const errors = ctx.validate(text, id).filter((p) => p.severity === 'error');
  if (errors.length === 0) return null;
  return fail(422, 'invalid', `The screen has ${errors.length} error${errors.length === 1 ? '' : 's'}; it was not published.`, { problems: errors });
}
