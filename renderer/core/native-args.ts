/**
 * The arguments each native action may hand the native app (spec section 1: open a page, open a page with parameters,
 * close the webview, go home / mine / login, call a telephone number, app rating, tracking point, bank binding start
 * and end; plus the repayment dialog). Anything else, or a value of the wrong kind, is refused before the bridge is
 * called: an argument that looks like an address must pass the URL policy like openUrl (the native app would open it).
 */
import type { NativeActionName } from './ports.ts';
import { checkUrl, type UrlPolicy } from './url-policy.ts';

/** What a native argument holds: a page address, a telephone number, a short name, or an id. */
type ArgKind = 'url' | 'phone' | 'name' | 'id';

/** The arguments of each native action and what each holds. */
export const nativeArgs: Readonly<Record<NativeActionName, Readonly<Record<string, ArgKind>>>> = {
  openPage: { url: 'url', title: 'name' },
  openPageWithParams: { page: 'name', productId: 'id', orderId: 'id' },
  closeWebview: {},
  goHome: {},
  goMine: {},
  goLogin: {},
  callPhone: { phone: 'phone' },
  goAppRating: {},
  confirmTrackingPoint: { point: 'name', productId: 'id', orderId: 'id' },
  startBankBinding: { productId: 'id', orderId: 'id' },
  endBankBinding: { productId: 'id', orderId: 'id' },
  dismissRepaymentDialog: {},
};

/** Looks like an address: a scheme, a protocol-relative //host, or :// anywhere. */
const addressLike = (text: string) => /^\s*[a-z][a-z0-9+.-]*:/i.test(text) || /^\s*[/\\]{2}/.test(text) || text.includes('://');

function checkValue(kind: ArgKind, value: unknown, policy: UrlPolicy): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return kind === 'url' || kind === 'phone' ? 'must be text' : undefined;
  if (typeof value !== 'string') return 'must be text or a number';
  if (kind === 'url') {
    const verdict = checkUrl(value, policy);
    if (!verdict.ok) return `is refused: ${verdict.reason}`;
    return verdict.url.startsWith('/') || /^https?:\/\//i.test(verdict.url) ? undefined : 'must be an http or https address or a path of this app';
  }
  if (kind === 'phone') return /^\+?[0-9][0-9 ().-]{0,30}$/.test(value.trim()) ? undefined : 'must be a telephone number';
  if (value.length > 200) return 'is longer than 200 characters';
  if (addressLike(value)) return 'looks like an address, which only a url argument may hold';
  if (kind === 'id' && !/^[A-Za-z0-9_.-]*$/.test(value)) return 'must be an id (letters, digits, _ . -)';
  return undefined;
}

/** Why a native call may not be made (the first problem, naming the argument), or undefined when it may. */
export function nativeArgsProblem(action: NativeActionName, args: Readonly<Record<string, unknown>>, policy: UrlPolicy): string | undefined {
  const allowed = Object.hasOwn(nativeArgs, action) ? nativeArgs[action] : {};
  for (const [name, value] of Object.entries(args)) {
    const kind = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (!kind) {
      const known = Object.keys(allowed);
      return `\`${action}\` takes no argument \`${name}\` (${known.length ? `it takes ${known.map((k) => `\`${k}\``).join(', ')}` : 'it takes none'})`;
    }
    const problem = checkValue(kind, value, policy);
    if (problem) return `the argument \`${name}\` of \`${action}\` ${problem}`;
  }
  return undefined;
}
