/** `probe`: ask the device port what the browser or webview allows (camera, contacts, location) and keep the answer. */
import type { ProbeAction } from '../../../../schemas/generated/types.ts';
import type { ProbeResult } from '../../ports.ts';
import { placeOf, type ActionHandler } from '../context.ts';

const names: Record<ProbeAction['what'], string> = { camera: 'Camera', contacts: 'Contacts', geolocation: 'Location' };

/** Runs a probe action: the answer lands at `into` as { status, message }; a port that fails still gives an answer. */
export const probe: ActionHandler<ProbeAction> = async (action, ctx) => {
  let result: ProbeResult;
  try {
    result = await ctx.ports.device.probe(action.what);
  } catch (err) {
    // The browser adapter never rejects; a port that does is reported, and the tester still reads an outcome.
    ctx.ports.logger.error(`probe \`${action.what}\` failed: ${err instanceof Error ? err.message : String(err)}`, ctx.pointer, err);
    result = { status: 'error', message: `${names[action.what]}: the check could not run` };
  }
  ctx.store.set(placeOf(ctx, action.into), { status: result.status, message: result.message });
};
