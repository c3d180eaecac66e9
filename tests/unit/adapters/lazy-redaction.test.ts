/**
 * The redaction code is off the entry chunk: a log line or native call written before it is in waits for it, unseen,
 * then comes out redacted, in the order written; afterwards lines are written at once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the modules for each test: the redaction code is not in yet.
beforeEach(() => {
  vi.resetModules();
});

describe('lazy redaction', () => {
  it('the native log shows an entry only once it is redacted, in the order written', async () => {
    const { createNativeLog } = await import('../../../adapters/native-log.ts');
    const { redactionReady } = await import('../../../adapters/lazy-redaction.ts');
    const log = createNativeLog();
    const seen: number[] = [];
    log.subscribe(() => seen.push(log.getSnapshot().length));
    log.append({ action: 'callPhone', args: { phone: '09171234567' }, at: 1, delivered: 'none' });
    log.append({ action: 'openPage', args: { page: 'home' }, at: 2, delivered: 'none', error: 'no page for 09171234567' });
    expect(log.getSnapshot()).toEqual([]);
    await redactionReady();
    expect(seen).toEqual([1, 2]);
    expect(log.getSnapshot().map((e) => e.action)).toEqual(['callPhone', 'openPage']);
    expect(JSON.stringify(log.getSnapshot())).not.toContain('09171234567');
    log.append({ action: 'closeWebview', args: {}, at: 3, delivered: 'none' });
    expect(log.getSnapshot()).toHaveLength(3);
  });

  it("the app's logger writes the console once the redaction is in, never unredacted", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { redactingLogger } = await import('../../../app/browser-ports.ts');
    const { redactionReady } = await import('../../../adapters/lazy-redaction.ts');
    redactingLogger.error('refused to open "https://x.example/?mobilePhone=09171234567"', '/onLoad/0');
    redactingLogger.error('second', '/onLoad/1');
    expect(consoleError).not.toHaveBeenCalled();
    await redactionReady();
    expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([
      '[hatid] /onLoad/0 refused to open "https://x.example/?mobilePhone=[redacted]"',
      '[hatid] /onLoad/1 second',
    ]);
    consoleError.mockRestore();
  });

  it('a line that throws while it waits stops neither the lines after it nor the app', async () => {
    const { withRedaction, redactionReady } = await import('../../../adapters/lazy-redaction.ts');
    const written: string[] = [];
    withRedaction(() => {
      throw new Error('broken line');
    });
    withRedaction(({ redactText }) => written.push(redactText('call 09171234567')));
    await redactionReady();
    expect(written).toEqual(['call [redacted]']);
  });
});
