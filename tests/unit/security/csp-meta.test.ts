// @vitest-environment node
/**
 * The built index.html carries the CSP as <meta http-equiv>, so a static host or CDN without headers still enforces it
 * (issue 17, item 3): the plugin's output on the real index.html, where the tag sits, and what the build env adds.
 */
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../../server/http/content-security-policy.ts';
import { cspMetaTag, hatidCspMeta, withCspMeta } from '../../../server/http/csp-meta.ts';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const env = { VITE_HATID_HOSTS: 'pay.provider.example', VITE_HATID_IMAGE_HOSTS: '.img.example' };

/** The policy a page's <meta> holds, decoded; undefined when it has none. */
function metaPolicy(html: string): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Runs the plugin the way `vite build` does: configResolved, then transformIndexHtml on a page. */
function runPlugin(plugin: Plugin, html: string, path = '/index.html'): string | HtmlTagDescriptor[] | void {
  const configResolved = plugin.configResolved as (config: Partial<ResolvedConfig>) => void;
  configResolved({ mode: 'production', envDir: false, envPrefix: 'VITE_', root: '/' });
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => string };
  return hook.handler(html, { path, filename: `/x${path}` });
}

describe('the CSP <meta> of the built index.html', () => {
  it('holds exactly the header policy without frame-ancestors (a <meta> cannot carry it)', () => {
    const policy = metaPolicy(withCspMeta(indexHtml, env));
    expect(policy).toBe(cspDirectives(env).join('; '));
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: pay.provider.example img.example *.img.example");
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).not.toContain('blob:');
  });

  it('comes right after <meta charset>, before every script, stylesheet and picture', () => {
    const html = withCspMeta(`${indexHtml.replace('</head>', '<script type="module" src="/assets/index.js"></script></head>')}`, {});
    const at = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(at).toBeGreaterThan(html.indexOf('<meta charset'));
    for (const later of ['<script', '<link', '<style', '<img', '<svg']) {
      const first = html.indexOf(later);
      if (first >= 0) expect(first, later).toBeGreaterThan(at);
    }
  });

  it('is written by the plugin at build only, for the app page only (not Storybook’s iframe.html)', () => {
    const plugin = hatidCspMeta();
    expect(plugin.apply).toBe('build');
    expect(metaPolicy(String(runPlugin(plugin, indexHtml)))).toBe(cspDirectives({}).join('; '));
    expect(runPlugin(plugin, indexHtml, '/iframe.html')).toBe(indexHtml);
  });

  it('escapes what could end the attribute, and refuses a page that has a policy already or no <head>', () => {
    expect(cspMetaTag({ VITE_HATID_API_BASE: 'https://api.example/"><script>' })).not.toMatch(/"><script>/);
    expect(() => withCspMeta(withCspMeta(indexHtml, {}), {})).toThrow(/already has/);
    expect(() => withCspMeta('<p>no head</p>', {})).toThrow(/no <head>/);
  });
});
