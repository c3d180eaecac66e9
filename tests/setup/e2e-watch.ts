/** What a journey watches in the page while it runs: Content-Security-Policy violations and the console's problems. */
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

/** Collects every console error, React warning and uncaught page error the page logs, one line each. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /React|use\(\)/.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}
