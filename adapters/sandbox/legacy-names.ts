/**
 * The lender's substituted field names of its legacy endpoints (spec section 3: "real field names are translated from
 * substituted names at runtime"), as the sandbox lender writes them: wire name → real name. The sandbox keeps its own
 * copy on purpose (it stands for the lender, not for the client): a client that misspells one fails tests/contract/.
 */

/** Wire name → real name, envelope included. */
export const legacyWireNames: Readonly<Record<string, string>> = {
  rc: 'code',
  ah: 'attach',
  em: 'message',
  pd: 'productId',
  cpl: 'comProductLogo',
  cpn: 'comProductName',
  amt: 'amount',
  pds: 'periods',
  tu: 'termUnit',
  dts: 'details',
  tx: 'text',
  vl: 'value',
  rpp: 'repay_plans',
  ptm: 'pay_time',
  tt: 'title',
  dsc: 'description',
  fpt: 'firstPayTime',
  fpd: 'firstPeriodDay',
  prd: 'pRateDsc',
  ssm: 'sendSms',
  ipt: 'isPopType',
  ptt: 'popTitle',
  pct: 'popContent',
  pau: 'popAgreementUrl',
  nbm: 'NewButtonMsg',
  npm: 'NewPopMsg',
  ls: 'list',
  sn: 'scene',
  ps: 'position',
  oid: 'orderId',
  cul: 'contract_url',
  ldu: 'lendDetailsUrl',
  src: 'source',
};

const toWire = new Map(Object.entries(legacyWireNames).map(([wire, real]) => [real, wire]));
const fromWire = new Map(Object.entries(legacyWireNames));

function rename(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rename(v, names));
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [names.get(k) ?? k, rename(v, names)]));
}

/** A legacy request's fields under their real names (fields without a substitution keep theirs). */
export function legacyFieldsFromWire<T extends Record<string, unknown>>(fields: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[fromWire.get(key) ?? key] = value;
  return out as T;
}

/** A legacy answer as it travels: real names become wire names at every depth. */
export function legacyBodyToWire(body: Record<string, unknown>): Record<string, unknown> {
  return rename(body, toWire) as Record<string, unknown>;
}
