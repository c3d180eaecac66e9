/** `toast`: show a short message (spec section 9: default 3 s, info 2 s, at least 300 ms). */
import type { ToastAction } from '../../../../schemas/generated/types.ts';
import { resolveText, type ActionHandler } from '../context.ts';

const defaults = { info: 2000, success: 3000, error: 2000 } as const;

/** Runs a toast action. */
export const toast: ActionHandler<ToastAction> = (action, ctx) => {
  const kind = action.kind ?? 'info';
  const duration = Math.max(300, action.duration ?? defaults[kind]);
  ctx.ports.feedback.toast({ text: resolveText(ctx, action.text), kind, duration });
};
