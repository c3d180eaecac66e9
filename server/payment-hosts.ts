/**
 * Payment provider hosts are configuration, not a silent default: without VITE_HATID_PAYMENT_HOSTS the app refuses to
 * open a provider's payment page, so the build (vite.config.ts) and the server (server/main.ts) print this warning.
 */

/** The entries of a host list as VITE_HATID_HOSTS writes them ('pay.example', '.pay.example'), split into usable and not. */
export function readHostList(list: string | undefined): { hosts: string[]; unusable: string[] } {
  const entries = (list ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const usable = (h: string) => /^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(h);
  return { hosts: entries.filter(usable), unusable: entries.filter((h) => !usable(h)) };
}

/** A loud multi-line warning when no payment provider host is set (or an entry cannot be used); null when all is well. */
export function paymentHostsWarning(env: Record<string, string | undefined>): string | null {
  const { hosts, unusable } = readHostList(env.VITE_HATID_PAYMENT_HOSTS);
  if (hosts.length > 0 && unusable.length === 0) return null;
  const rule = '='.repeat(78);
  const lines = [
    rule,
    hosts.length === 0
      ? '  WARNING: no payment provider hosts are set (VITE_HATID_PAYMENT_HOSTS).'
      : '  WARNING: some payment provider hosts cannot be used (VITE_HATID_PAYMENT_HOSTS).',
    ...(unusable.length > 0 ? [`  Not host names, so ignored: ${unusable.join(', ')} (write the host only, no https:// or path).`] : []),
    ...(hosts.length === 0
      ? [
          "  Borrowers cannot pay on a provider's page: the app refuses to open the payUrl of",
          '  repayment.generate and the e-wallet url of repayment.huichao unless their host is listed.',
        ]
      : [`  Payment pages open only on: ${hosts.join(', ')}.`]),
    '  Set it for both `npm run build` and `npm run serve`, comma-separated, for example:',
    '    VITE_HATID_PAYMENT_HOSTS=checkout.gcash.example,.paymongo.example',
    '  (a leading dot also allows the subdomains).',
    rule,
  ];
  return lines.join('\n');
}
