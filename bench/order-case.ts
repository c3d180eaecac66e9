/** The order-details render case: drawn once every detail line is, updated to data variants by the update test. */
import { register, type RenderCase } from './harness.ts';
import { orderDoneText, orderVariantTexts } from './order-reference.ts';

/** Registers an order-details page: how it mounts (and, for DivKit, how it mounts for the update test). */
export function registerOrder(parts: Pick<RenderCase, 'mount' | 'mountForUpdate'>): void {
  register({ kind: 'render', doneText: orderDoneText, variantTexts: orderVariantTexts, ...parts });
}
