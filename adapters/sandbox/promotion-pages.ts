/**
 * The page a promotion's downloadUrl points to in development (GET <base>/sandbox/download): a real lender sends the
 * app store's address, which the sandbox cannot (an outside host); this same-origin page stands in for it.
 */

/** The headers of the download page: readable HTML that runs nothing, loads nothing and posts nowhere. */
export const downloadPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/** The HTML of the download page (fixed texts: nothing to escape). */
export function downloadPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Download Hatid</title>' +
    '<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;margin:0;padding:24px 16px;max-width:30rem;text-align:center}' +
    '.logo{width:72px;height:72px;margin:8px auto 16px;border-radius:18px;background:#1d4ed8;color:#fff;font:700 30px/72px system-ui,sans-serif}' +
    'h1{font-size:22px;margin:0 0 8px}p{margin:0 0 16px}' +
    '.store{display:block;padding:14px;border-radius:24px;background:#111827;color:#fff;font-weight:600}' +
    '.note{margin-top:24px;font-size:13px;color:#6b7280}</style></head><body>' +
    '<div class="logo" aria-hidden="true">H</div>' +
    '<h1>Download Hatid</h1>' +
    '<p>You are registered. Download the Hatid app and log in with your mobile number to apply for your first loan.</p>' +
    '<p class="store" role="note">Get it on Google Play</p>' +
    '<p class="note">Sandbox lender: this page stands in for the app store. There is no app to download in development.</p>' +
    '</body></html>'
  );
}
