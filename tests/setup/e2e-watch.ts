/**
 * What a journey watches in the page while it runs: Content-Security-Policy violations, the console's problems and
 * the server's first view.
 */
import type { Page } from '@playwright/test';

/** One securitypolicyviolation event of the page. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
    cspProbe?: number;
    hatidFirstView?: { root: Element | null; screen: string | null };
  }
}

/** Records every securitypolicyviolation of the page (read them with violations()); resolves with the console's CSP complaints. */
export async function watchCsp(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations?.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy|CSP/i.test(m.text())) consoleErrors.push(m.text());
  });
  return consoleErrors;
}

/** The CSP violations of the current page load so far (see watchCsp). */
export const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

/** Collects every console error, React (or hydration) warning and uncaught page error the page logs, one line each. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /React|use\(\)|[Hh]ydrat/.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Notes, on every load of the page once its HTML is parsed and before the app runs, the page the server drew. */
export async function noteFirstView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.hatidFirstView = {
        root: document.querySelector('#root > .h-page'),
        screen: document.documentElement.getAttribute('data-first-view'),
      };
    });
  });
}

/** The screen the server drew a first view of (see noteFirstView), and whether that page is still the one on screen. */
export const firstViewOnScreen = (page: Page) =>
  page.evaluate(() => ({ screen: window.hatidFirstView?.screen ?? null, connected: window.hatidFirstView?.root?.isConnected ?? false }));
