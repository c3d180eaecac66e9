/**
 * `save`: keep a value for later screens (session by default), readable as saved.<key>. A value holding one of the
 * borrower's session values (session-values.ts) is never kept on the device: refused, logged, nothing stored.
 */
import type { SaveAction } from '../../../../schemas/generated/types.ts';
import { holdsSecret, sessionSecrets } from '../../session-values.ts';
import { resolve, type ActionHandler } from '../context.ts';

/** The refusal of a device save that would keep a session value on the phone. */
export const deviceSaveRefusal = 'a session value may not be kept on the device';

/** Runs a save action; null or a missing value forgets the key. */
export const save: ActionHandler<SaveAction> = (action, ctx) => {
  const value = resolve(ctx, action.value);
  const area = action.keep ?? 'session';
  if (area === 'device' && holdsSecret(value, sessionSecrets(ctx.store.getSnapshot().session))) throw new Error(deviceSaveRefusal);
  if (value === null || value === undefined) ctx.ports.storage.remove(action.key);
  else ctx.ports.storage.set(action.key, value, area);
  ctx.store.setSaved(action.key, value);
};
