/**
 * Which addresses the app may open (spec: openUrl is allowlisted). Pure string work plus the
 * standard URL parser as a cross-check, no DOM.
 */

/** Hosts that http(s) addresses may point at: 'example.com' is that host only, '.example.com' it and its subdomains. */
export interface UrlPolicy {
  hosts: string[];
  /** Hosts pictures may come from (source-policy.ts); left out, the same as `hosts`. */
  imageHosts?: string[];
}

/** The outcome of a check: the address to open, or why it was refused. */
export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string };

const allowedSchemes = new Set(['http', 'https', 'tel', 'mailto']);
const refuse = (reason: string): UrlCheck => ({ ok: false, reason });

/** Decodes percent escapes repeatedly (an attacker can encode twice); undefined when malformed. */
export function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Whether a host (lower-case, no trailing dot) is on the allowlist. */
export function hostAllowed(host: string, hosts: readonly string[]): boolean {
  return hosts.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) {
      const domain = entry.slice(1);
      return domain !== '' && (host === domain || host.endsWith(entry));
    }
    return entry !== '' && host === entry;
  });
}

function checkWeb(url: string, scheme: string, policy: UrlPolicy): UrlCheck {
  const m = /^[a-z]+:\/\/([^/?#]*)/i.exec(url);
  if (!m) return refuse('A web address must start with http:// or https:// followed by a host.');
  const authority = m[1] ?? '';
  if (authority.includes('@')) return refuse('Addresses with a user name or password are not allowed.');
  if (authority.includes('%')) return refuse('Percent-encoded hosts are not allowed.');
  const hm = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(authority);
  if (!hm) return refuse('The host is missing or contains characters that are not allowed.');
  const host = (hm[1] ?? '').toLowerCase();
  if (host.endsWith('.')) return refuse('Hosts ending with a dot are not allowed.');
  if (host.startsWith('.') || host.includes('..')) return refuse('The host is malformed.');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('The address cannot be read.');
  }
  // The standard parser must see the same scheme and host we checked (guards against parser differences).
  if (parsed.protocol !== `${scheme}:` || parsed.hostname !== host || parsed.username || parsed.password) {
    return refuse('The address is ambiguous.');
  }
  if (!hostAllowed(host, policy.hosts)) return refuse(`The host ${host} is not on the allowed list.`);
  return { ok: true, url: parsed.href };
}

/** Checks an address before it is opened: only http, https, tel and mailto, allowed hosts, or a same-origin path. */
export function checkUrl(url: string, policy: UrlPolicy): UrlCheck {
  if (typeof url !== 'string') return refuse('The address is not text.');
  const trimmed = url.trim();
  if (trimmed === '') return refuse('The address is empty.');
  // Browsers drop tabs and newlines inside addresses, so 'java\tscript:' would run: refuse any.
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029\u00a0\ufeff]/.test(trimmed)) {
    return refuse('The address contains spaces or control characters.');
  }
  if (trimmed.includes('\\')) return refuse('Backslashes are not allowed in addresses.');
  const decoded = fullyDecoded(trimmed);
  if (decoded === undefined) return refuse('The address has a malformed percent escape.');
  if (decoded.includes('\\')) return refuse('Encoded backslashes are not allowed in addresses.');

  if (trimmed.startsWith('/')) {
    if (trimmed.startsWith('//')) return refuse('Protocol-relative addresses (//host) are not allowed.');
    if (decoded.startsWith('//')) return refuse('Encoded protocol-relative addresses are not allowed.');
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return refuse('The address contains encoded control characters.');
    return { ok: true, url: trimmed };
  }

  const sm = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (!sm) return refuse('Only http, https, tel and mailto addresses or paths starting with / can be opened.');
  const scheme = (sm[1] ?? '').toLowerCase();
  if (!allowedSchemes.has(scheme)) return refuse(`The ${scheme}: scheme is not allowed.`);
  const rest = trimmed.slice(sm[0].length);

  if (scheme === 'tel') {
    if (!/^\+?[0-9][0-9().-]*$/.test(rest)) return refuse('A telephone address may only hold digits, +, -, . and brackets.');
    return { ok: true, url: `tel:${rest}` };
  }
  if (scheme === 'mailto') {
    if (!/^[^@/?#:]+@[a-z0-9.-]+[a-z0-9](\?[^#]*)?$/i.test(rest)) return refuse('The e-mail address is malformed.');
    return { ok: true, url: `mailto:${rest}` };
  }
  return checkWeb(trimmed, scheme, policy);
}
