/** Issue 16 §1: `vite preview` exposes no write API — only the sandbox lender and the page headers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { PreviewServer } from 'vite';
import { hatidDevBackend } from '../../server/http/vite-dev-backend.ts';

type Middleware = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The preview server's middlewares as the plugin installs them. */
function previewMiddlewares(): { path: string; handle: Middleware }[] {
  const installed: { path: string; handle: Middleware }[] = [];
  const server = {
    config: { env: {} },
    middlewares: {
      use(pathOrHandle: string | Middleware, handle?: Middleware) {
        if (typeof pathOrHandle === 'string' && handle) installed.push({ path: pathOrHandle, handle });
        else installed.push({ path: '/', handle: pathOrHandle as Middleware });
      },
    },
  } as unknown as PreviewServer;
  const plugin = hatidDevBackend();
  (plugin.configurePreviewServer as (s: PreviewServer) => void)(server);
  return installed;
}

describe('vite preview', () => {
  it('mounts the sandbox lender at /api and nothing at /studio-api or /screens', () => {
    const paths = previewMiddlewares().map((m) => m.path);
    expect(paths).toContain('/api');
    expect(paths.some((p) => p.startsWith('/studio-api') || p.startsWith('/screens'))).toBe(false);
  });

  it('passes a studio API write on (so Vite answers it as a missing file), only adding headers', () => {
    const generic = previewMiddlewares().filter((m) => m.path === '/');
    const headers = new Map<string, string>();
    const res = { setHeader: (k: string, v: string) => headers.set(k, v) } as unknown as ServerResponse;
    for (const { handle } of generic) {
      let passed = false;
      handle({ url: '/studio-api/screens/about-us/publish', method: 'POST' } as IncomingMessage, res, () => (passed = true));
      expect(passed).toBe(true);
    }
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
