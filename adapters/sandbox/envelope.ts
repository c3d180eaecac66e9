/** Sandbox answers in the lender's envelopes (its own routing table, lender-routes.ts), under the wire's names. */
import type { HandlerResult } from './handler-kit.ts';
import { legacyBodyToWire } from './legacy-names.ts';
import type { LenderRoute } from './lender-routes.ts';

const codes = (route: LenderRoute): { success: number | string; failure: number | string } =>
  route.envelope.kind === 'code' ? route.envelope : route.envelope.kind === 'legacy' ? { success: '00', failure: '01' } : { success: 0, failure: 1 };

/** A success answer (real names), with the value in the envelope's payload slot (or spread over it, for a whole body). */
export function successBody(route: LenderRoute, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { code: codes(route).success, message: 'success' };
  if (route.envelope.kind === 'flag') body.success = true;
  body[route.envelope.slot] = value;
  return body;
}

/**
 * A business failure answer (real names) carrying the message the borrower should see and its code (the envelope's
 * failure code by default); a refusal about one form field names it in `data.field`.
 */
export function failureBody(route: LenderRoute, message: string, code?: string | number, field?: string): Record<string, unknown> {
  // Legacy answers carry their payload in `attach`, which is null on failure; the others carry `data: null`.
  const slot = route.envelope.kind === 'legacy' ? 'attach' : 'data';
  const body: Record<string, unknown> = { code: code ?? codes(route).failure, message, [slot]: field === undefined ? null : { field } };
  if (route.envelope.kind === 'flag') body.success = false;
  return body;
}

/** A body as it travels: legacy routes speak substituted names, envelope included. */
function toWire(route: LenderRoute, body: Record<string, unknown>): Record<string, unknown> {
  return route.envelope.kind === 'legacy' ? legacyBodyToWire(body) : body;
}

/** The body that goes on the wire for a handler's result. */
export function answerBody(route: LenderRoute, result: HandlerResult): Record<string, unknown> {
  return toWire(route, result.ok ? successBody(route, result.value) : failureBody(route, result.message, result.code, result.field));
}

/** The body that goes on the wire for a failure the sandbox itself decides (unknown or failing scenario). */
export function failureAnswer(route: LenderRoute, message: string): Record<string, unknown> {
  return toWire(route, failureBody(route, message));
}
