/** Build-time configuration of the borrower app (Vite env variables), with development defaults. */

/** Base URL of the lender API; the sandbox lender answers at /api in development. */
export const apiBaseURL: string = import.meta.env.VITE_HATID_API_BASE ?? '/api';

/** Hosts openUrl may open besides this page's own host (comma-separated in VITE_HATID_HOSTS; '.example.com' allows subdomains). */
export const allowedHosts: string[] = [
  ...(import.meta.env.VITE_HATID_HOSTS ?? '')
    .split(',')
    .map((h: string) => h.trim())
    .filter(Boolean),
];

/** This build's version (package.json's, set by vite.config.ts), sent as `?app=` so the server serves what this build can draw; '' in tests. */
export const appVersion: string = import.meta.env.VITE_HATID_APP_VERSION ?? '';

/** Where published screen documents are fetched from: `<base>/<id>.json` (VITE_HATID_SCREENS_BASE, default /screens). */
export const screensBase: string = (import.meta.env.VITE_HATID_SCREENS_BASE ?? '/screens').replace(/\/+$/, '');

/** Screens from a static host fed by `npm run export-screens -- --buckets`: `<base>/b<NN>/<id>.json` (VITE_HATID_SCREENS_BUCKET_FOLDERS=1). */
export const screensBucketFolders: boolean = import.meta.env.VITE_HATID_SCREENS_BUCKET_FOLDERS === '1';

/**
 * Hosts pictures may come from besides this page's own host and the API's and screens' hosts (comma-separated in
 * VITE_HATID_IMAGE_HOSTS, such as a lender's logo CDN; '.example.com' allows subdomains).
 */
export const imageHosts: string[] = [
  ...(import.meta.env.VITE_HATID_IMAGE_HOSTS ?? '')
    .split(',')
    .map((h: string) => h.trim())
    .filter(Boolean),
];

/**
 * Hosts of the payment providers whose pages the app opens or frames (the payUrl of repayment.generate, the e-wallet
 * url of repayment.huichao): comma-separated in VITE_HATID_PAYMENT_HOSTS, the same syntax as VITE_HATID_HOSTS. The
 * build and the server warn loudly when none is set (server/payment-hosts.ts): then payment pages are refused.
 */
export const paymentHosts: string[] = [
  ...(import.meta.env.VITE_HATID_PAYMENT_HOSTS ?? '')
    .split(',')
    .map((h: string) => h.trim())
    .filter(Boolean),
];

/**
 * True in a build whose bundled screens were all checked by `npm run validate`'s checks (vite.config.ts's
 * bundledScreensCheck defines it while it refuses a build with an invalid one): only then is a document equal to its
 * bundled copy drawn without validating it again. False in the development server and in tests.
 */
export const bundledScreensChecked: boolean = import.meta.env.HATID_BUNDLED_SCREENS_CHECKED === true;
