/**
 * The Content-Security-Policy written into the built index.html as `<meta http-equiv>`, so a static host or CDN that
 * sends no headers still enforces it (frame-ancestors only works as a header, so the servers keep sending that too).
 * Build only: the dev server's React refresh runs an inline script, which this policy refuses.
 */
import { loadEnv, type Plugin } from 'vite';
import { cspDirectives } from './content-security-policy.ts';

const attributeEscapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The `<meta http-equiv="Content-Security-Policy">` tag of a build environment (VITE_HATID_*). */
export function cspMetaTag(env: Record<string, string | undefined>): string {
  const content = cspDirectives(env)
    .join('; ')
    .replace(/[&"<>]/g, (c) => attributeEscapes[c] ?? c);
  return `<meta http-equiv="Content-Security-Policy" content="${content}" />`;
}

/**
 * A page with the policy tag first in its <head> (after <meta charset>): a <meta> policy covers only what comes after
 * it, so it must precede every script, stylesheet and picture. Throws for a page without <head>, which would ship unguarded.
 */
export function withCspMeta(html: string, env: Record<string, string | undefined>): string {
  if (/<meta\s+http-equiv=["']?Content-Security-Policy/i.test(html))
    throw new Error('index.html already has a Content-Security-Policy <meta>; remove it (the build writes it).');
  const tag = cspMetaTag(env);
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return `${html.slice(0, charset.index + charset[0].length)}\n    ${tag}${html.slice(charset.index + charset[0].length)}`;
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('index.html has no <head> for the Content-Security-Policy <meta>.');
  return `${html.slice(0, head.index + head[0].length)}\n    ${tag}${html.slice(head.index + head[0].length)}`;
}

/** Build only: writes the policy of the build's environment (loadEnv, so .env files count) into index.html. */
export function hatidCspMeta(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'hatid-csp-meta',
    // Not in dev: @vitejs/plugin-react's refresh preamble is an inline <script>, which `script-src 'self'` refuses.
    apply: 'build',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir, config.envPrefix ?? 'VITE_');
    },
    // The borrower app's page only: Storybook's build reads this config too, and its iframe.html runs inline scripts.
    transformIndexHtml: { order: 'post', handler: (html, ctx) => (ctx.path === '/index.html' ? withCspMeta(html, env) : html) },
  };
}
