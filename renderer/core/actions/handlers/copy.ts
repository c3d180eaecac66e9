/** `copy`: copy a text and toast "copy success" (spec sections 5 and 8). */
import type { CopyAction } from '../../../../schemas/generated/types.ts';
import { words } from '../../i18n/app-words.ts';
import { resolveText, type ActionHandler } from '../context.ts';

/** Runs a copy action. */
export const copy: ActionHandler<CopyAction> = async (action, ctx) => {
  const copied = await ctx.ports.clipboard.copy(resolveText(ctx, action.text));
  ctx.ports.feedback.toast(
    copied
      ? { text: 'copy success', kind: 'info', duration: 2000 }
      : { text: words('Copy failed. Please copy it by hand.'), kind: 'error', duration: 2000 },
  );
};
