/**
 * Issue 29 item 10: a production build ships the developer test page (/testPreview, which shows the Session ID) only
 * when VITE_HATID_TEST_PREVIEW=1 asks for it; the dev server always has it. (`npm run size` builds without the flag and
 * fails when the page's route or texts are in the build: tests/unit/size-budgets.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import routes from '../../../screens/routes.json';
import { shippedRoutes, shipsTestPreview, testPreviewGate } from '../../../scripts/test-preview-gate.ts';

describe('the test page gate', () => {
  it('ships the page from the dev server, and from a build only with VITE_HATID_TEST_PREVIEW=1', () => {
    expect(shipsTestPreview('serve', {})).toBe(true);
    expect(shipsTestPreview('build', {})).toBe(false);
    expect(shipsTestPreview('build', { VITE_HATID_TEST_PREVIEW: '0' })).toBe(false);
    expect(shipsTestPreview('build', { VITE_HATID_TEST_PREVIEW: '1' })).toBe(true);
  });

  it("leaves the page's route out of the route table, and only that route", () => {
    const left = shippedRoutes(routes, false);
    expect(left.map((r) => r.path)).not.toContain('/testPreview');
    expect(left).toHaveLength(routes.length - 1);
    expect(shippedRoutes(routes, true)).toEqual(routes);
  });

  it('a build without the flag defines the switch the bundled copies read, drops the route from the route table, and tells the route hints', () => {
    const gate = testPreviewGate();
    const config = (gate.config as (c: object, e: { command: 'build'; mode: string }) => { define?: Record<string, string> } | undefined)(
      { envDir: false },
      { command: 'build', mode: 'production' },
    );
    expect(config?.define).toEqual({ 'import.meta.env.HATID_TEST_PREVIEW_LEFT_OUT': 'true' });
    const transform = gate.transform as { handler: (code: string) => string | undefined };
    expect(JSON.parse(String(transform.handler(JSON.stringify(routes))))).toEqual(routes.filter((r) => r.screen !== 'test-preview'));
    expect(gate.keepRoute({ screen: 'test-preview' })).toBe(false);
    expect(gate.keepRoute({ screen: 'loan-details' })).toBe(true);
  });
});
