/** Sandbox answers in the same envelopes and codes the endpoint catalog expects. */
import type { EndpointSpec } from '../http/endpoints.ts';

const successCode = { zero: 0, '00': '00', '0': '0', flag: 0 } as const;
const failureCode = { zero: 1, '00': '01', '0': '1', flag: 1 } as const;

/** A success answer, with the value where the entry's `pick` looks for it. */
export function successBody(spec: EndpointSpec, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { code: successCode[spec.success], message: 'success' };
  if (spec.success === 'flag') body.success = true;
  if (spec.pick === 'body' && value && typeof value === 'object') return { ...body, ...value };
  body[spec.pick.split('.')[0] ?? 'data'] = value;
  return body;
}

/** A business failure answer carrying the message the borrower should see. */
export function failureBody(spec: EndpointSpec, message: string): Record<string, unknown> {
  const body: Record<string, unknown> = { code: failureCode[spec.success], message, data: null };
  if (spec.success === 'flag') body.success = false;
  return body;
}
