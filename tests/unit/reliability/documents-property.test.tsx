/**
 * Property: any document — arbitrary JSON, a schema-valid random screen, or one broken by a mutation — fed to the app's
 * path (prepareScreen with the precompiled validators, then App drawing ScreenView in jsdom) never throws and never
 * blanks the page: the result is a drawn screen (with node fallbacks where widgets fail) or the "can't be shown"
 * state, and every logged error names a JSON Pointer that exists in the document ('' for the document itself).
 * `npm test` runs 2,000 cases (1,400 validation only, 600 also drawn); HATID_LONG=1 runs 100,000 (`npm run test:long`).
 */
import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/app.tsx';
import { prepareScreen, startPreparing, type LoadedScreen } from '../../../app/load-screen.ts';
import { valueAt } from '../../../renderer/core/validation/json-pointer.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { timeouts } from '../../setup/timeouts.ts';
import { arbitraryBrokenScreen, arbitraryJsonDocument, arbitraryValidScreen } from '../../support/arbitrary-screen.ts';

const long = process.env.HATID_LONG === '1';
/** Cases per property; the five below add up to 2,000 (100,000 in the long mode). */
const runs = (share: number) => Math.round((long ? 100_000 : 2_000) * share);
/** `npm test` replays one fixed seed (a CI run never fails by the luck of the draw); the long mode draws afresh. */
const drawn = (share: number) => ({ numRuns: runs(share), ...(long ? {} : { seed: 20261122 }) });
// Hundreds of documents drawn in one test: 12 s on a busy 2-core machine, so four times the usual limit.
const timeout = long ? 6 * 60 * 60_000 : 4 * timeouts.unitTest;

const validators = startPreparing();

interface Logged {
  message: string;
  pointer: string;
}

/** Runs the app's preparation of a document and hands back the outcome and everything it logged. */
async function prepare(doc: unknown): Promise<{ loaded: LoadedScreen; logs: Logged[] }> {
  const logs: Logged[] = [];
  const loaded = await prepareScreen(
    structuredClone(doc),
    { error: (message, pointer) => void logs.push({ message, pointer }) },
    'remote',
    validators,
  );
  return { loaded, logs };
}

/** Every logged pointer is '' or names a value of the document. */
function expectPointersIn(doc: unknown, logs: Logged[]) {
  for (const { message, pointer } of logs) {
    if (pointer !== '' && valueAt(doc, pointer) === undefined)
      throw new Error(`logged pointer ${JSON.stringify(pointer)} is not in the document (${message})`);
  }
}

/** The validation-only property. */
async function validatesCalmly(doc: unknown) {
  const { loaded, logs } = await prepare(doc);
  if (!loaded.ok) expect(loaded.reason).toBe('invalid');
  if (!loaded.ok) expect(logs.length).toBeGreaterThan(0);
  expectPointersIn(doc, logs);
  return loaded;
}

/** Lets promises and zero-delay timers run until `done` holds (at most ~2 s). */
async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, i < 50 ? 0 : 5));
    });
  }
}

let uncaught: unknown[] = [];
const onError = (event: ErrorEvent) => void uncaught.push(event.error ?? event.message);

/** The rendering property: App draws the document through prepareScreen, then is unmounted. */
async function drawsCalmly(doc: unknown) {
  const ports = createRecordingPorts({
    api: { has: () => true, tapRule: () => undefined, call: async (_endpoint, payload) => ({ ok: true, data: { list: [1, 2], payload } }) },
  });
  uncaught = [];
  let loaded: LoadedScreen | undefined;
  const loadScreen = async (_id: string, logger: typeof ports.logger) =>
    (loaded = await prepareScreen(structuredClone(doc), logger, 'remote', validators));
  const { container, unmount } = render(<App ports={ports} feedbackStore={ports.feedbackStore} devConsole={false} loadScreen={loadScreen} />);
  const page = () => container.querySelector('[data-screen]');
  const problem = () => container.querySelector('.h-problem__title');
  await settle(() => (!!page() || !!problem()) && !container.querySelector('.h-skeleton'));
  try {
    expect(uncaught).toEqual([]);
    if (loaded?.ok) {
      expect(page(), 'a valid document is drawn').not.toBeNull();
      expect(container.querySelector('.h-skeleton')).toBeNull();
    } else {
      expect(problem()?.textContent).toBe("This page can't be shown");
    }
    expectPointersIn(doc, ports.logs);
  } finally {
    unmount();
    cleanup();
  }
}

beforeAll(() => {
  window.addEventListener('error', onError);
  window.history.pushState(null, '', '/aboutUs');
});
afterAll(() => {
  window.removeEventListener('error', onError);
  window.history.pushState(null, '', '/');
});

describe('documents: validation never crashes and always points into the document', { timeout }, () => {
  it('arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryJsonDocument(), async (doc) => {
        await validatesCalmly(doc);
      }),
      drawn(0.2),
    );
  });

  it('schema-valid random screens pass', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryValidScreen(), async (doc) => {
        const loaded = await validatesCalmly(doc);
        expect(loaded.ok ? [] : loaded.errors).toEqual([]);
      }),
      drawn(0.25),
    );
  });

  it('broken screens are refused or cleaned, with the broken place named', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryBrokenScreen(), async ({ doc, mutation }) => {
        const loaded = await validatesCalmly(doc);
        if (mutation.kind === 'badExpression' && !mutation.pointer.startsWith('/state') && !/^\/params\/[^/]+\/default/.test(mutation.pointer)) {
          expect(loaded.ok).toBe(false);
          if (!loaded.ok) expect(loaded.errors.map((e) => e.pointer)).toContain(mutation.pointer);
        }
      }),
      drawn(0.25),
    );
  });
});

describe('documents: drawing never blanks the page', { timeout }, () => {
  beforeAll(() => {
    // React reports errors its boundaries caught on the console; the property reads the logger instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => vi.restoreAllMocks());

  it('what a fallback standing in for an unknown widget logs is named at its place in the document as sent', async () => {
    const doc = {
      schemaVersion: 2,
      id: 'x',
      title: 'X',
      body: [
        { type: 'text', text: 'ok' },
        { type: 'buton', fallback: { type: 'text', text: '=state[state]' } },
      ],
    };
    const ports = createRecordingPorts();
    const loadScreen = async (_id: string, logger: typeof ports.logger) => prepareScreen(structuredClone(doc), logger, 'remote', validators);
    const { findByText } = render(<App ports={ports} feedbackStore={ports.feedbackStore} devConsole={false} loadScreen={loadScreen} />);
    await findByText('ok');
    expect(ports.logs.map((l) => l.pointer)).toEqual(['/body/1', '/body/1/fallback/text']);
    expectPointersIn(doc, ports.logs);
  });

  it('valid, broken and arbitrary documents draw a screen or the calm problem state', async () => {
    const anyDocument = fc.oneof(
      arbitraryValidScreen(),
      arbitraryBrokenScreen().map((b) => b.doc),
      arbitraryJsonDocument(),
    );
    await fc.assert(fc.asyncProperty(anyDocument, drawsCalmly), drawn(0.3));
  });
});
