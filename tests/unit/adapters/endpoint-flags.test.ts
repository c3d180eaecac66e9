/** The entry's slice of the endpoint catalog says what the catalog says (names, tap-only endpoints, network messages). */
import { describe, expect, it } from 'vitest';
import { endpointNameSet, endpointNetworkErrors, endpointTapRule } from '../../../adapters/http/endpoint-flags.ts';
import { endpoints, tapRuleOf, type EndpointSpec } from '../../../adapters/http/endpoints.ts';

const specs = Object.entries(endpoints as Readonly<Record<string, EndpointSpec>>);

describe('endpoint flags', () => {
  it('lists every endpoint of the catalog and nothing else, in its order', () => {
    expect([...endpointNameSet]).toEqual(specs.map(([name]) => name));
  });

  it('lists exactly the tap-only endpoints (money and side effects), each with the rule of its catalog entry', () => {
    for (const [name, spec] of specs) expect(endpointTapRule(name), name).toEqual(tapRuleOf(spec));
    expect(endpointTapRule('no.such')).toBeUndefined();
  });

  it('carries every network message of its own', () => {
    const own = Object.fromEntries(specs.flatMap(([name, spec]) => (spec.networkError === undefined ? [] : [[name, spec.networkError]])));
    expect(Object.fromEntries(endpointNetworkErrors)).toEqual(own);
  });
});
