/**
 * `openUrl`: open an allowlisted address; a refused one tells the borrower. A mailto: or tel: address must be fixed
 * or the lender's (contact-links.ts): one whose query or address the screen built is refused the same way.
 */
import type { OpenUrlAction } from '../../../../schemas/generated/types.ts';
import { contactLinkProblem } from '../../contact-links.ts';
import { loggableAddress } from '../../source-policy.ts';
import { words } from '../../i18n/app-words.ts';
import { resolveText, type ActionHandler } from '../context.ts';

/** Runs an openUrl action. */
export const openUrl: ActionHandler<OpenUrlAction> = (action, ctx) => {
  const url = resolveText(ctx, action.url);
  const problem = contactLinkProblem(action.url, url);
  if (problem || !ctx.ports.navigation.openUrl(url, { replace: action.replace === true })) {
    // Only the scheme of a refused contact link is logged (its address may be what it tried to leak), of others no query.
    const shown = problem ? `${url.trim().slice(0, url.trim().indexOf(':') + 1)}… (${problem})` : JSON.stringify(loggableAddress(url));
    ctx.ports.logger.error(`refused to open ${shown}`, ctx.pointer);
    ctx.ports.feedback.toast({ text: words('This link cannot be opened.'), kind: 'error', duration: 2000 });
  }
};
