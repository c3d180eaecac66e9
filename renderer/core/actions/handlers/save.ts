/** `save`: keep a value for later screens (session by default), readable as saved.<key>. */
import type { SaveAction } from '../../../../schemas/generated/types.ts';
import { resolve, type ActionHandler } from '../context.ts';

/** Runs a save action; null or a missing value forgets the key. */
export const save: ActionHandler<SaveAction> = (action, ctx) => {
  const value = resolve(ctx, action.value);
  if (value === null || value === undefined) ctx.ports.storage.remove(action.key);
  else ctx.ports.storage.set(action.key, value, action.keep ?? 'session');
  ctx.store.setSaved(action.key, value);
};
