/**
 * `npm run lighthouse` only: DivKit's page is served with inline style attributes allowed. DivKit's web client (Svelte)
 * writes its sizes and colours as `style` attributes, which the app's policy (`style-src-attr 'none'`) refuses: under it
 * the card draws with every text at 10 px. Everything else in the policy stays as the app's.
 */
import type { Plugin } from 'vite';

/** The policy with inline style attributes allowed and nothing else changed. */
export function allowStyleAttributes(policy: string): string {
  return policy.replace(/style-src-attr [^;]*/, "style-src-attr 'unsafe-inline'");
}

/** A preview plugin that relaxes the page headers' policy for the one page at `pagePath` (runs after the app's headers). */
export function styleAttributesFor(pagePath: string): Plugin {
  return {
    name: 'hatid-lighthouse-style-attributes',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const policy = res.getHeader('Content-Security-Policy');
        if ((req.url ?? '').split('?')[0] === pagePath && typeof policy === 'string')
          res.setHeader('Content-Security-Policy', allowStyleAttributes(policy));
        next();
      });
    },
  };
}
