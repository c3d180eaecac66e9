/** Sandbox answers in the same envelopes and codes the endpoint catalog expects, under the entry's wire names. */
import type { EndpointSpec } from '../http/endpoints.ts';
import type { HandlerResult } from './handler-kit.ts';
import { bodyToWire } from './legacy-wire.ts';

const successCode = { zero: 0, '00': '00', '0': '0', flag: 0 } as const;
const failureCode = { zero: 1, '00': '01', '0': '1', flag: 1 } as const;

/** The envelope field that holds the useful payload: the first step of the entry's pick ('data', 'tabs', 'attach'). */
function slotOf(spec: EndpointSpec): string {
  return spec.pick === 'body' ? 'data' : (spec.pick.split('.')[0] ?? 'data');
}

/** A success answer (real names), with the value where the entry's `pick` looks for it. */
export function successBody(spec: EndpointSpec, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { code: successCode[spec.success], message: 'success' };
  if (spec.success === 'flag') body.success = true;
  if (spec.pick === 'body' && value && typeof value === 'object') return { ...body, ...value };
  body[slotOf(spec)] = value;
  return body;
}

/** A business failure answer (real names) carrying the message the borrower should see and its code (the rule's failure code by default). */
export function failureBody(spec: EndpointSpec, message: string, code?: string | number): Record<string, unknown> {
  // Legacy answers carry their payload in `attach`, which is null on failure; the others carry `data: null`.
  const slot = slotOf(spec) === 'attach' ? 'attach' : 'data';
  const body: Record<string, unknown> = { code: code ?? failureCode[spec.success], message, [slot]: null };
  if (spec.success === 'flag') body.success = false;
  return body;
}

/** The body that goes on the wire for a handler's result (legacy entries: substituted names). */
export function answerBody(spec: EndpointSpec, result: HandlerResult): Record<string, unknown> {
  return bodyToWire(spec, result.ok ? successBody(spec, result.value) : failureBody(spec, result.message, result.code));
}

/** The body that goes on the wire for a failure the sandbox itself decides (unknown or failing scenario). */
export function failureAnswer(spec: EndpointSpec, message: string): Record<string, unknown> {
  return bodyToWire(spec, failureBody(spec, message));
}
