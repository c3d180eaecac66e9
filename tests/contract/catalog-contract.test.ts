// @vitest-environment node
/**
 * The client's endpoint catalog against the sandbox lender's own routing table, two readings of spec section 7 written
 * apart: every call the client can make is one the lender answers, at the same method and path, in the envelope the
 * client judges it by (success rule, payload slot, substituted names).
 */
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointSpec } from '../../adapters/http/endpoints.ts';
import { lenderRoutes, type Envelope } from '../../adapters/sandbox/lender-routes.ts';

/** How the client's catalog says an answer is judged, in the lender table's terms. */
function expectedEnvelope(spec: EndpointSpec): Envelope {
  const slot = spec.pick.split('.')[0];
  if (spec.aliases === 'legacy') return { kind: 'legacy', slot: 'attach' };
  if (spec.success === 'flag') return { kind: 'flag', slot: 'data' };
  const codes = { zero: [0, 1], '00': ['00', '01'], '0': ['0', '1'] }[spec.success];
  return { kind: 'code', success: codes[0]!, failure: codes[1]!, slot: slot === 'tabs' ? 'tabs' : 'data' };
}

describe('the client catalog and the sandbox lender', () => {
  it('name the same calls', () => {
    expect(Object.keys(lenderRoutes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.entries(endpoints as Record<string, EndpointSpec>))('%s: same method, path and envelope', (name, spec) => {
    const route = (lenderRoutes as Record<string, (typeof lenderRoutes)[keyof typeof lenderRoutes]>)[name];
    expect(route, `the sandbox has no route for ${name}`).toBeDefined();
    expect({ method: route!.method, path: route!.path }).toEqual({ method: spec.method, path: spec.path.replace(/^\/+/, '') });
    expect(route!.envelope).toEqual(expectedEnvelope(spec));
  });
});
