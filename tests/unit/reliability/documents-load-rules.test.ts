/**
 * Found by the document property: a load whose own rule (when, with) fails to evaluate left the screen loading forever
 * with an unhandled rejection, and a load name with '/' or '~' was logged at a pointer that is not in the document.
 */
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { createScreenController, loadRuleMessage } from '../../../renderer/core/screen-controller.ts';
import { valueAt } from '../../../renderer/core/validation/json-pointer.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';

const doc = (load: ScreenDocument['load']): ScreenDocument => ({ schemaVersion: 2, id: 'x', title: 'X', state: { key: {} }, load, body: [] });
const input = { query: {}, session: {} };

describe('a load whose rule fails', () => {
  it.each([
    ['with', { detail: { call: 'complaint.detail', with: { id: '=state[state.key]' } } }],
    ['when', { detail: { call: 'complaint.detail', when: '=state.__proto__' } }],
  ])('in its %s: the screen fails calmly with a retry, logged at the load, nothing is sent', async (_part, load) => {
    const ports = createRecordingPorts();
    const controller = createScreenController(doc(load), input, ports);
    await expect(controller.start()).resolves.toBeUndefined();
    expect(controller.store.getSnapshot().status).toEqual({ phase: 'failed', message: loadRuleMessage, canRetry: true });
    expect(ports.logs).toEqual([{ message: expect.stringMatching(/^loading `detail` failed: /), pointer: '/load/detail' }]);
    expect(ports.calls).toEqual([]);
  });
});

describe('a failing load with / or ~ in its name', () => {
  it('is logged at a pointer that names it in the document', async () => {
    const ports = createRecordingPorts();
    const screen = doc({ 'a/b~c': { call: 'complaint.detail' } });
    await createScreenController(screen, input, ports).start();
    expect(ports.logs.map((l) => l.pointer)).toEqual(['/load/a~1b~0c']);
    expect(valueAt(screen, '/load/a~1b~0c')).toEqual({ call: 'complaint.detail' });
  });
});
