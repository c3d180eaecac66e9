/** Which lazy widgets a screen makes the app fetch ahead of its first paint. */
import { describe, expect, it } from 'vitest';
import { preloadWidgetsOf, widgetTypesOf } from '../../../../renderer/react/registry.ts';
import payway from '../../../../screens/payway.json';
import repaymentByPeriod from '../../../../screens/repayment-by-period.json';
import repaymentOfCode from '../../../../screens/repayment-of-code.json';

describe('widgetTypesOf', () => {
  it('finds widgets in the body, in repeat templates, switch cases, sheets and dialogs', () => {
    const types = widgetTypesOf(repaymentByPeriod);
    for (const type of ['stack', 'text', 'image', 'folding-list', 'cell', 'button', 'sheet', 'dialog', 'barcode']) expect(types).toContain(type);
  });

  it('finds the SMS sheet widgets of the repayment way', () => {
    const types = widgetTypesOf(payway);
    for (const type of ['sheet', 'code-input', 'countdown-button']) expect(types).toContain(type);
    expect(types).not.toContain('barcode');
  });

  it('ignores structural nodes, actions and anything that is not a known widget type', () => {
    const types = widgetTypesOf({
      body: [{ type: 'repeat', items: [], render: { type: 'qr-code', value: 'x' } }, { type: 'buton' }],
      onLoad: [{ do: 'toast', text: 'x' }],
    });
    expect([...types]).toEqual(['qr-code']);
  });
});

describe('preloadWidgetsOf', () => {
  it('settles even when the document uses no lazy widget', async () => {
    await expect(preloadWidgetsOf({ body: [{ type: 'text', text: 'hi' }] })).resolves.toEqual([expect.objectContaining({ status: 'fulfilled' })]);
  });

  it('loads the lazy widgets of a screen', async () => {
    const results = (await preloadWidgetsOf(repaymentOfCode)) as PromiseSettledResult<unknown>[];
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
  });
});
