/** `openUrl`: open an allowlisted address; a refused one tells the borrower. */
import type { OpenUrlAction } from '../../../../schemas/generated/types.ts';
import { resolveText, type ActionHandler } from '../context.ts';

/** Runs an openUrl action. */
export const openUrl: ActionHandler<OpenUrlAction> = (action, ctx) => {
  const url = resolveText(ctx, action.url);
  if (!ctx.ports.navigation.openUrl(url, { replace: action.replace === true })) {
    ctx.ports.logger.error(`refused to open ${JSON.stringify(url.slice(0, 200))}`, ctx.pointer);
    ctx.ports.feedback.toast({ text: 'This link cannot be opened.', kind: 'error', duration: 2000 });
  }
};
