/**
 * The Content-Security-Policy of the borrower app and the studio, from the build's environment (VITE_HATID_*): scripts
 * only from this origin (no inline script, no eval), styles from this origin plus the <style> elements the dialogs'
 * scroll lock and the editor insert (style attributes stay refused), pictures and frames from this origin and the
 * allowed hosts (frames also from the payment hosts), requests to this origin and the lender API's, screens' and field reports'
 * origins. Used by the server, by `vite preview` and written into the built pages.
 */

/** The CSP sources of a host list ('a.example' that host, '.a.example' it and its subdomains). */
export function hostSources(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^\.?[a-z0-9.-]+$/.test(h))
    .flatMap((h) => (h.startsWith('.') ? [h.slice(1), `*${h}`] : [h]));
}

/** The origin of an absolute address (VITE_HATID_API_BASE, VITE_HATID_SCREENS_BASE); nothing for a path. */
export function originOf(address: string | undefined): string[] {
  try {
    return address && /^https?:\/\//i.test(address) ? [new URL(address).origin] : [];
  } catch {
    return [];
  }
}

/** The policy's directives; `frame-ancestors` only where a header carries it (a <meta> policy ignores it). */
export function cspDirectives(env: Record<string, string | undefined>): string[] {
  const hosts = hostSources(env.VITE_HATID_HOSTS);
  // Payment providers' pages may also be framed (they are opened by navigation, which CSP does not govern).
  const frames = [...new Set([...hosts, ...hostSources(env.VITE_HATID_PAYMENT_HOSTS)])];
  const images = [...new Set([...hosts, ...hostSources(env.VITE_HATID_IMAGE_HOSTS)])];
  const connect = [
    ...new Set([...originOf(env.VITE_HATID_API_BASE), ...originOf(env.VITE_HATID_SCREENS_BASE), ...originOf(env.VITE_HATID_TELEMETRY_BASE)]),
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'none'",
    ['img-src', "'self'", 'data:', ...images].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...connect].join(' '),
    ['frame-src', "'self'", ...frames].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
}

/** The whole policy for a response header (with frame-ancestors 'self': only this origin may frame the app). */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  return [...cspDirectives(env), "frame-ancestors 'self'"].join('; ');
}
