/**
 * The pages the sandbox serves in place of a payment provider: the e-wallet checkout at
 * GET <base>/sandbox/checkout/<paymentId> (a plain form, no script, whose Pay now button posts to
 * <base>/sandbox/checkout/<paymentId>/pay) and the QR image of a pay code at GET <base>/sandbox/qr/<payCode>.svg.
 * Served on a second host name (HATID_SANDBOX_PAYMENT_ORIGIN), the checkout carries `?return=<app origin>` and sends
 * the borrower back there after paying.
 */
import { renderSVG } from 'uqr';
import type { LoanOrder, LoanProduct } from './loan-seed.ts';
import type { SandboxPayment } from './repayment-seed.ts';
import { formatPeso } from './seed-data.ts';

/** The headers of a checkout page: readable HTML that runs nothing and may only post its form back here. */
export const checkoutPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/**
 * The origin a checkout's `?return=` names, when it is one (http or https, a host, maybe a port; no path or user);
 * '' otherwise. The sandbox is a development tool: any such origin is accepted.
 */
export function returnOriginOf(value: string | undefined): string {
  if (!value || !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value)) return '';
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}

/** The checkout page's headers when paying sends the borrower back to the app's origin (form-action must allow it). */
export function checkoutHeadersFor(returnOrigin: string): Record<string, string> {
  if (!returnOrigin) return { ...checkoutPageHeaders };
  return {
    ...checkoutPageHeaders,
    'Content-Security-Policy': checkoutPageHeaders['Content-Security-Policy'].replace("form-action 'self'", `form-action 'self' ${returnOrigin}`),
  };
}

/** The headers of a served QR image: an SVG that can run nothing. */
export const qrImageHeaders = {
  'Content-Type': 'image/svg+xml',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** Where the app shows the order after a payment: its own route, on the same origin. */
export function orderPagePath(payment: Pick<SandboxPayment, 'productId' | 'orderId'>): string {
  return `/loanDetails?productId=${encodeURIComponent(payment.productId)}&orderId=${encodeURIComponent(payment.orderId)}`;
}

/** What the checkout page shows. */
export interface CheckoutView {
  payment: SandboxPayment;
  order: LoanOrder | undefined;
  product: LoanProduct | undefined;
  /** Where the form posts: <base>/sandbox/checkout/<id>/pay (cancelling posts to …/cancel, the same query). */
  payAction: string;
  /** The product logo's address, if any. */
  logo: string;
  /** The app's origin to go back to ('' for this origin). */
  returnOrigin?: string;
}

/** The HTML checkout page of a payment: the amount in pesos and a Pay now button (or a note that it is paid). */
export function checkoutPage({ payment, order, product, payAction, logo, returnOrigin = '' }: CheckoutView): string {
  const title = payment.isDelay === '1' ? 'Loan extension payment' : 'Loan repayment';
  const rows: [string, string][] = [
    ['Pay to', 'Hatid Lending Corp.'],
    ['Product', product?.name ?? ''],
    ['Order No.', order?.orderNo ?? payment.orderId],
    ['Payment No.', payment.id],
  ];
  const back = escapeHtml(returnOrigin + orderPagePath(payment));
  const cancelAction = payAction.replace(/\/pay(\?|$)/, '/cancel$1');
  // Besides Pay now, QA can leave without paying (the payment stays pending: the wallet has not told the lender) or
  // cancel it (failed: no money taken), to see each state the app shows on return.
  const action =
    payment.status === 'paid'
      ? `<p class="done">This payment is complete.</p><a class="button" href="${back}">Back to your loan</a>`
      : payment.status === 'failed'
        ? `<p class="cancelled">This payment was cancelled. No money was taken.</p><a class="button" href="${back}">Back to your loan</a>`
        : `<form method="post" action="${escapeHtml(payAction)}"><button type="submit" class="button">Pay now</button></form>` +
          `<form method="post" action="${escapeHtml(cancelAction)}"><button type="submit" class="button secondary">Cancel payment</button></form>` +
          `<a class="link" href="${back}">Back to the app without paying</a>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>GCash checkout – ${escapeHtml(title)}</title>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;margin:0;padding:16px;max-width:30rem;background:#f3f6fb}' +
    'header{display:flex;align-items:center;gap:12px;margin-bottom:16px}header img{width:40px;height:40px;border-radius:8px}' +
    'h1{font-size:18px;margin:0}.amount{font-size:32px;font-weight:700;margin:8px 0 16px;color:#0b3a8f}' +
    'dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 24px;background:#fff;padding:12px;border-radius:12px}' +
    'dt{color:#6b7280}dd{margin:0;text-align:right}' +
    '.button{display:block;box-sizing:border-box;width:100%;padding:14px;border:0;border-radius:24px;background:#007dfe;color:#fff;font:600 16px system-ui,sans-serif;text-align:center;text-decoration:none}' +
    '.done{color:#047857;font-weight:600}.cancelled{color:#b91c1c;font-weight:600}form{margin:0 0 12px}' +
    '.button.secondary{background:#fff;color:#0b3a8f;border:1px solid #0b3a8f}.link{display:block;padding:12px;text-align:center;color:#0b3a8f}' +
    '</style></head><body>' +
    `<header>${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ''}<h1>${escapeHtml(title)}</h1></header>` +
    '<p>Amount to pay</p>' +
    `<p class="amount">${escapeHtml(formatPeso(payment.amount))}</p>` +
    `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>` +
    action +
    '</body></html>'
  );
}

/** A pay code as it may appear in a QR address: letters, digits and dashes. */
export const payCodePattern = /^[A-Za-z0-9-]{1,40}$/;

/** The QR image (SVG) of a pay code. */
export function qrSvg(payCode: string): string {
  return renderSVG(payCode, { border: 2 });
}
