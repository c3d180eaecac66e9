/**
 * The legacy endpoints speak substituted field names (spec section 3: "real field names are translated from
 * substituted names at runtime"). The substitution is declared here, once, as data; the http adapter applies
 * it to payloads on the way out and to answers on the way in, so screens only ever see the real names.
 */
import type { EndpointSpec } from './endpoints.ts';

/** Real field name → the substituted name on the wire. One-to-one: no two real names share a wire name. */
export const legacyFieldAliases: Readonly<Record<string, string>> = {
  // Envelope: result code, attach object, error message.
  code: 'rc',
  attach: 'ah',
  message: 'em',
  // Loan confirmation (section 3, "Loan confirm").
  productId: 'pd',
  comProductLogo: 'cpl',
  comProductName: 'cpn',
  amount: 'amt',
  periods: 'pds',
  termUnit: 'tu',
  details: 'dts',
  text: 'tx',
  value: 'vl',
  repay_plans: 'rpp',
  pay_time: 'ptm',
  title: 'tt',
  description: 'dsc',
  firstPayTime: 'fpt',
  firstPeriodDay: 'fpd',
  pRateDsc: 'prd',
  sendSms: 'ssm',
  isPopType: 'ipt',
  popTitle: 'ptt',
  popContent: 'pct',
  popAgreementUrl: 'pau',
  NewButtonMsg: 'nbm',
  NewPopMsg: 'npm',
  // Agreements and the push.
  list: 'ls',
  scene: 'sn',
  position: 'ps',
  orderId: 'oid',
  contract_url: 'cul',
  lendDetailsUrl: 'ldu',
  source: 'src',
};

/** A two-way alias table. */
export interface AliasTable {
  /** Real name → wire name. */
  toWire: ReadonlyMap<string, string>;
  /** Wire name → real name. */
  fromWire: ReadonlyMap<string, string>;
}

/** Builds the two-way table; throws when two real names share a wire name (the substitution must be reversible). */
export function aliasTable(aliases: Readonly<Record<string, string>>): AliasTable {
  const toWire = new Map<string, string>();
  const fromWire = new Map<string, string>();
  for (const [real, wire] of Object.entries(aliases)) {
    const taken = fromWire.get(wire);
    if (taken !== undefined) throw new Error(`wire name "${wire}" is used for both "${taken}" and "${real}"`);
    toWire.set(real, wire);
    fromWire.set(wire, real);
  }
  return { toWire, fromWire };
}

/** The legacy endpoints' table. */
export const legacyAliases: AliasTable = aliasTable(legacyFieldAliases);

/** Renames the keys of a value, at every depth (arrays and plain objects); names without an alias stay. */
export function renameKeys(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, names));
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  // Files and other class instances travel as they are.
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[names.get(key) ?? key] = renameKeys(v, names);
  return out;
}

/** The alias table an endpoint's wire names use, if any. */
export function aliasTableOf(spec: Pick<EndpointSpec, 'aliases'>): AliasTable | undefined {
  return spec.aliases === 'legacy' ? legacyAliases : undefined;
}
