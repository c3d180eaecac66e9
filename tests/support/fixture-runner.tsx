/** Replays a QA fixture (schemas/fixture.schema.json) against a real screen in jsdom, with the sandbox behind it. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { FixtureAnswer, FixtureStep, FixtureTarget, QaFixture } from '../../schemas/generated/entities.ts';
import { createApi } from '../../adapters/http/create-api.ts';
import { endpoints, type EndpointSpec } from '../../adapters/http/endpoints.ts';
import { parsePageQuery, sessionParamNames } from '../../adapters/http/page-query.ts';
import { createSandbox } from '../../adapters/sandbox/create-sandbox.ts';
import { seedPresent } from '../../adapters/sandbox/sandbox-today.ts';
import type { ProbeKind } from '../../renderer/core/ports.ts';
import { matchRoute } from '../../renderer/core/routes.ts';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { loadScreen } from '../../renderer/app/load-screen.ts';
import routes from '../../screens/routes.json';

const base = 'http://app.test/api';
const catalog: Readonly<Record<string, EndpointSpec>> = endpoints;

function endpointFor(url: URL): string | undefined {
  const path = url.pathname.replace(/^\/api/, '').replace(/^\/published/, '');
  return Object.keys(catalog).find((name) => `/${catalog[name]?.path.replace(/^\//, '')}` === path);
}

/** A fetch that serves canned answers by endpoint name and hands the rest to the sandbox lender. */
function fixtureFetch(fixture: QaFixture, sandbox: ReturnType<typeof createSandbox>): typeof fetch {
  const served = new Map<string, number>();
  return async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const url = new URL(request.url);
    const name = endpointFor(url);
    const planned = name ? fixture.answers?.[name] : undefined;
    if (name && planned) {
      const list: FixtureAnswer[] = Array.isArray(planned) ? planned : [planned];
      const n = served.get(name) ?? 0;
      served.set(name, n + 1);
      const answer = list[Math.min(n, list.length - 1)] ?? {};
      if (answer.network === 'error') throw new TypeError('Failed to fetch');
      if (answer.network === 'timeout') return new Promise<Response>(() => undefined);
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
      return new Response(body, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }
    const headers = new Headers(request.headers);
    headers.set('x-sandbox-scenario', fixture.scenario ?? 'default');
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return sandbox.fetch(new Request(request.url.replace('http://app.test', 'http://sandbox.local'), { method: request.method, headers, body }));
  };
}

function pngFile(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Text as the borrower reads it: the innermost element whose whole text is the wanted one, also when part of it sits in
 * a span of its own (a date kept on one line inside a sentence).
 */
function shown(wanted: string) {
  const want = normalized(wanted);
  return (_content: string, el: Element | null) => el !== null && normalized(el.textContent) === want && !Array.from(el.children).some((c) => normalized(c.textContent) === want);
}

function find(target: FixtureTarget): Promise<HTMLElement> {
  const pick = (all: HTMLElement[]) => {
    const el = all[target.nth ?? 0];
    if (!el) throw new Error(`no element number ${target.nth ?? 0} for ${JSON.stringify(target)}`);
    return el;
  };
  if (target.role) return screen.findAllByRole(target.role, target.name ? { name: target.name } : {}).then(pick);
  if (target.label) return screen.findAllByLabelText(target.label).then(pick);
  if (target.text) return screen.findAllByText(shown(target.text)).then(pick);
  if (target.title) return screen.findAllByTitle(target.title).then(pick);
  throw new Error(`a target needs text, role, label or title: ${JSON.stringify(target)}`);
}

function queryAll(target: FixtureTarget): HTMLElement[] {
  if (target.role) return screen.queryAllByRole(target.role, target.name ? { name: target.name } : {});
  if (target.label) return screen.queryAllByLabelText(target.label);
  if (target.title) return screen.queryAllByTitle(target.title);
  return target.text ? screen.queryAllByText(shown(target.text)) : [];
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function includesFields(actual: Record<string, unknown>, wanted: Record<string, unknown> | undefined, exact = false): boolean {
  if (exact && Object.keys(actual).sort().join('\n') !== Object.keys(wanted ?? {}).sort().join('\n')) return false;
  return Object.entries(wanted ?? {}).every(([k, v]) => asText(actual[k]) === asText(v));
}

async function runStep(step: FixtureStep, ports: RecordingPorts, user: ReturnType<typeof userEvent.setup>): Promise<void> {
  if (step.tap) return void (await user.click(await find(step.tap)));
  if (step.type) {
    const field = await find(step.type.into);
    if (step.type.clear) await user.clear(field);
    return void (await user.type(field, step.type.text));
  }
  if (step.pickFiles) {
    const input = await find(step.pickFiles.into);
    const files = step.pickFiles.files?.map((f) => pngFile(f.name, f.type)) ?? Array.from({ length: step.pickFiles.count ?? 1 }, (_, i) => pngFile(`evidence-${i + 1}.png`));
    return void (await user.upload(input, files));
  }
  if (step.advance !== undefined) return void (await act(() => vi.advanceTimersByTimeAsync(step.advance ?? 0)));
  if (step.nativeBack) return void (await act(async () => ports.emitBack()));
  if (step.expectText !== undefined) return void (await screen.findAllByText(shown(step.expectText), {}, { timeout: 4000 }));
  if (step.expectNoText !== undefined) return void (await waitFor(() => expect(screen.queryAllByText(shown(step.expectNoText ?? ''))).toHaveLength(0)));
  if (step.expectRole) return void (await find(step.expectRole));
  if (step.expectNoRole) {
    const target = step.expectNoRole;
    return void (await waitFor(() => expect(queryAll(target)).toHaveLength(0)));
  }
  if (step.expectDisabled) {
    const el = await find(step.expectDisabled);
    return void expect(el.closest('button,input,textarea')?.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true').toBe(true);
  }
  if (step.expectEnabled) {
    const target = step.expectEnabled;
    return void (await waitFor(async () => {
      const el = await find(target);
      expect(el.closest('button,input,textarea')?.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true').toBe(false);
    }));
  }
  if (step.expectSaved) {
    const want = step.expectSaved;
    return void (await waitFor(() => expect(ports.storage.get(want.key)).toEqual(want.value)));
  }
  if (step.expectValue) {
    const want = step.expectValue;
    const el = await find(want.in);
    return void expect((el as HTMLInputElement | HTMLTextAreaElement).value).toBe(want.value);
  }
  if (step.expectToast !== undefined) {
    const text = step.expectToast;
    return void (await waitFor(() => expect(ports.toasts.map((t) => t.text)).toContain(text), { timeout: 4000 }));
  }
  if (step.expectNoToast !== undefined) return void expect(ports.toasts.map((t) => t.text)).not.toContain(step.expectNoToast);
  if (step.expectNavigation) {
    const want = step.expectNavigation;
    return void (await waitFor(
      () => {
        const last = ports.navigations[ports.navigations.length - 1];
        expect(last?.to).toBe(want.to);
        expect(last && includesFields(last.query, want.query)).toBe(true);
        if (want.replace !== undefined) expect(last?.replace).toBe(want.replace);
      },
      { timeout: 4000 },
    ));
  }
  if (step.expectOpened !== undefined) {
    const url = step.expectOpened;
    return void (await waitFor(() => expect(ports.opened).toContain(url)));
  }
  if (step.expectOpenedInPlace !== undefined) {
    const url = step.expectOpenedInPlace;
    return void (await waitFor(() => expect(ports.opens).toContainEqual({ url, replace: true })));
  }
  if (step.expectNoOpened) return void expect(ports.opened).toEqual([]);
  if (step.expectNoNavigation) return void expect(ports.navigations).toEqual([]);
  if (step.expectBack) return void (await waitFor(() => expect(ports.backs).toBeGreaterThan(0)));
  if (step.expectNoNative) {
    const action = step.expectNoNative.action;
    return void expect(ports.nativeCalls.map((c) => c.action)).not.toContain(action);
  }
  if (step.expectNative) {
    const want = step.expectNative;
    return void (await waitFor(() => expect(ports.nativeCalls.some((c) => c.action === want.action && includesFields(c.args, want.args))).toBe(true)));
  }
  if (step.expectRequest) {
    const want = step.expectRequest;
    const matching = () => ports.calls.filter((c) => c.endpoint === want.endpoint && includesFields(c.payload, want.fields, want.exact));
    if (want.times !== undefined) return void (await waitFor(() => expect(matching()).toHaveLength(want.times ?? 0)));
    return void (await waitFor(() => expect(matching().length).toBeGreaterThan(0)));
  }
  throw new Error(`unknown step ${JSON.stringify(step)}`);
}

/** Replays one fixture; throws (failing the test) at the first step that does not hold, naming it. */
export async function replayFixture(fixture: QaFixture): Promise<RecordingPorts> {
  // The sandbox's loan data as written (order 5000174 due on seedPresent): fixtures pin its dates, and the phone's date
  // is that day too, so the days left the app counts agree with the lender's dates.
  vi.setSystemTime(new Date(`${seedPresent}T10:00:00+08:00`));
  const sandbox = createSandbox({ baseURL: '/api', today: seedPresent });
  // Unreadable and wrong-shaped answers are logged to the screen's logger, so a failing step shows them.
  const logger = { error: (message: string, pointer: string) => ports.logger.error(message, pointer) };
  const ports = createRecordingPorts({ api: createApi({ baseURL: base, fetch: fixtureFetch(fixture, sandbox), timeoutMs: 60_000, logger }) });
  for (const [key, value] of Object.entries(fixture.saved ?? {})) ports.storage.set(key, value, 'session');
  for (const [what, answer] of Object.entries(fixture.probes ?? {})) if (answer) ports.answerProbe(what as ProbeKind, answer);
  const [pathname, hash] = fixture.route.startsWith('#') ? ['/', fixture.route] : [fixture.route, ''];
  const search = new URLSearchParams(Object.entries(fixture.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const match = matchRoute(routes, { pathname, search: search ? `?${search}` : '', hash });
  if (!match) throw new Error(`no route matches ${fixture.route}`);
  const loaded = await loadScreen(match.screen, ports.logger);
  if (!loaded.ok) throw new Error(`screen ${match.screen} is not valid: ${JSON.stringify(loaded.errors)}`);
  const query = parsePageQuery(match.search);
  const session: Record<string, string> = {};
  for (const name of sessionParamNames) if (query[name] !== undefined) session[name] = query[name];
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  render(
    <>
      <ScreenView document={loaded.document} input={{ query, session }} ports={ports} />
      <ToastHost store={ports.feedbackStore} />
    </>,
  );
  for (const [i, step] of fixture.steps.entries()) {
    try {
      await runStep(step, ports, user);
    } catch (err) {
      const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
      const shown = document.body.textContent?.replace(/\s+/g, ' ').slice(0, 400) ?? '';
      const logs = ports.logs.map((l) => `${l.pointer} ${l.message}`).join('; ');
      throw new Error(`step ${i + 1} ${JSON.stringify(step)} failed: ${message}\n  page shows: ${shown}\n  logged: ${logs || 'nothing'}`);
    }
  }
  return ports;
}

export { within };
