/** The jsdom driver of the fixture runner: the screen drawn by the real renderer with recording ports, in the test's own jsdom. */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { FixtureStep, FixtureTarget, QaFixture } from '../../schemas/generated/entities.ts';
import { createApi } from '../../adapters/http/create-api.ts';
import { parsePageQuery, sessionParamNames } from '../../adapters/http/page-query.ts';
import { seedPresent } from '../../adapters/sandbox/sandbox-today.ts';
import type { ProbeKind } from '../../renderer/core/ports.ts';
import { matchRoute } from '../../renderer/core/routes.ts';
import type { ScreenController } from '../../renderer/core/screen-controller.ts';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { loadScreen } from '../../app/load-screen.ts';
import { setWordTable } from '../../renderer/core/i18n/app-words.ts';
import { filWords } from '../../renderer/core/i18n/fil-words.ts';
import { languageOf } from '../../renderer/core/i18n/language.ts';
import routes from '../../screens/routes.json';
import type { FixtureDriver } from './fixture-driver.ts';
import { createFixtureLender } from './fixture-lender.ts';
import { portsBusy, portsRecord } from '../../renderer/fixture-harness/ports-look.ts';
import { isDisabledControl } from './is-disabled-control.ts';
import { visibleLines } from './visible-lines.ts';
import { timeouts } from '../setup/timeouts.ts';
import { queryTargets, targetElement } from '../../renderer/fixture-harness/dom-targets.ts';
import { takesTaps } from '../../renderer/fixture-harness/takes-taps.ts';
import { withScreenRef } from '../../renderer/preview/inspection.tsx';
import { clockPoll } from './clock-poll.ts';

const base = 'http://app.test/api';
const queryAll = (target: FixtureTarget) => queryTargets(document.body, target);
const element = (target: FixtureTarget) => targetElement(document.body, target);

function pngFile(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}

/** A replay in jsdom: its driver, the recording ports, and `stop` (disconnects the change counter). */
export interface JsdomReplay {
  driver: FixtureDriver;
  ports: RecordingPorts;
  stop(): void;
}

/**
 * Opens the fixture's route in jsdom (fake timers must be on, as tests/support/fixture-suite.tsx sets them) and returns
 * its driver. The phone's date is the sandbox's seedPresent, as the lender's dates are; the clock moves while a step
 * waits (clock-poll.ts) and at `advance` steps.
 */
export async function openInJsdom(fixture: QaFixture, timeoutMs = timeouts.asyncUtil): Promise<JsdomReplay> {
  vi.setSystemTime(new Date(`${seedPresent}T10:00:00+08:00`));
  const lender = createFixtureLender(fixture);
  const fetch: typeof globalThis.fetch = (input, init) => lender.fetch(new Request(input instanceof Request ? input : String(input), init));
  // Unreadable and wrong-shaped answers are logged to the screen's logger, so a failing step shows them.
  const logger = { error: (message: string, pointer: string) => ports.logger.error(message, pointer) };
  const ports = createRecordingPorts({ api: createApi({ baseURL: base, fetch, timeoutMs: 60_000, logger, unsent: lender.unsent }) });
  for (const [key, value] of Object.entries(fixture.saved ?? {})) ports.storage.set(key, value, 'session');
  for (const [what, answer] of Object.entries(fixture.probes ?? {})) if (answer) ports.answerProbe(what as ProbeKind, answer);
  const [pathname, hash] = fixture.route.startsWith('#') ? ['/', fixture.route] : [fixture.route, ''];
  const search = new URLSearchParams(Object.entries(fixture.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const match = matchRoute(routes, { pathname, search: search ? `?${search}` : '', hash });
  if (!match) throw new Error(`no route matches ${fixture.route}`);
  // The page's language, as the app's start chooses it from `lang` (a Filipino fixture also gets the app's own words).
  const language = languageOf(fixture.query?.lang) ?? 'en';
  setWordTable(language === 'fil' ? filWords : undefined);
  const loaded = await loadScreen(match.screen, ports.logger, undefined, language);
  if (!loaded.ok) throw new Error(`screen ${match.screen} is not valid: ${JSON.stringify(loaded.errors)}`);
  const query = parsePageQuery(match.search);
  const session: Record<string, string> = {};
  for (const name of sessionParamNames) if (query[name] !== undefined) session[name] = query[name];
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  const controller: { current: ScreenController | null } = { current: null };
  let changes = 0;
  const observer = new MutationObserver((list) => void (changes += list.length));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  render(
    <>
      <ScreenView document={loaded.document} input={{ query, session }} ports={withScreenRef(ports, controller)} />
      <ToastHost store={ports.feedbackStore} />
    </>,
  );

  const driver: FixtureDriver = {
    name: 'jsdom',
    timeoutMs,
    poll: clockPoll,
    count: async (target) => queryAll(target).length,
    async inspect(target) {
      const el = queryAll(target)[target.nth ?? 0];
      return el ? { disabled: isDisabledControl(el), value: (el as HTMLInputElement).value ?? '' } : undefined;
    },
    act: (step) => actIn(step, ports, user, timeoutMs),
    record: async () => portsRecord(ports),
    saved: async (key) => ports.storage.get(key),
    readiness: async () => ({
      busy: portsBusy(ports, lender, controller.current),
      changes,
    }),
    visibleLines: async () => visibleLines(document.body),
  };
  return {
    driver,
    ports,
    stop: () => {
      observer.disconnect();
      setWordTable(undefined);
    },
  };
}

/** The target, once it takes taps (takes-taps.ts): a tap in between would be refused by user-event. */
async function tappable(target: FixtureTarget, timeoutMs: number): Promise<Element> {
  let found = element(target);
  await clockPoll(async () => {
    found = element(target);
    return takesTaps(found) ? undefined : 'the element does not take taps yet (pointer-events: none)';
  }, timeoutMs);
  return found;
}

async function actIn(step: FixtureStep, ports: RecordingPorts, user: ReturnType<typeof userEvent.setup>, timeoutMs: number): Promise<void> {
  if (step.tap) return void (await user.click(await tappable(step.tap, timeoutMs)));
  if (step.type) {
    const field = element(step.type.into);
    if (step.type.clear) await user.clear(field);
    return void (await user.type(field, step.type.text));
  }
  if (step.pickFiles) {
    const { into, files, count } = step.pickFiles;
    const picked = files?.map((f) => pngFile(f.name, f.type)) ?? Array.from({ length: count ?? 1 }, (_, i) => pngFile(`evidence-${i + 1}.png`));
    return void (await user.upload(element(into), picked));
  }
  if (step.advance !== undefined) return void (await act(() => vi.advanceTimersByTimeAsync(step.advance ?? 0)));
  if (step.nativeBack) return void (await act(async () => ports.emitBack()));
  throw new Error(`not an action: ${JSON.stringify(step)}`);
}
