/**
 * The sandbox side of the legacy endpoints' substituted field names (adapters/http/field-aliases.ts): request
 * fields arrive under wire names and are read under real names; answers are written under real names and
 * leave under wire names, envelope included (code → rc, message → em, attach → ah). The one place that does it.
 */
import type { EndpointSpec } from '../http/endpoints.ts';
import { aliasTableOf, renameKeys } from '../http/field-aliases.ts';
import type { Payload } from './handler-kit.ts';

/** The request's fields under their real names (unchanged for endpoints without aliases). */
export function payloadFromWire(spec: EndpointSpec, payload: Payload): Payload {
  const aliases = aliasTableOf(spec);
  if (!aliases) return payload;
  const out: Payload = {};
  for (const [key, value] of Object.entries(payload)) out[aliases.fromWire.get(key) ?? key] = value;
  return out;
}

/** An answer body as it travels: real names become wire names at every depth (unchanged without aliases). */
export function bodyToWire(spec: EndpointSpec, body: Record<string, unknown>): Record<string, unknown> {
  const aliases = aliasTableOf(spec);
  return aliases ? (renameKeys(body, aliases.toWire) as Record<string, unknown>) : body;
}
