/** The checks of a fixture that read the record (requests, native calls, toasts, navigation), shared by both drivers. */
import type { FixtureStep } from '../../schemas/generated/entities.ts';
import { navigationLine, shownValue, type FixtureRecord } from './fixture-record.ts';

const asText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Whether `actual` carries every wanted field (compared as text), and with `exact` no other. */
export function includesFields(actual: Record<string, unknown>, wanted: Record<string, unknown> | undefined, exact = false): boolean {
  if (
    exact &&
    Object.keys(actual).sort().join('\n') !==
      Object.keys(wanted ?? {})
        .sort()
        .join('\n')
  )
    return false;
  return Object.entries(wanted ?? {}).every(([k, v]) => asText(actual[k]) === asText(v));
}

const listOf = (lines: string[]) => (lines.length ? lines.join('; ') : 'none');

/** Checks a record step: undefined when it holds, else what is wrong (naming what did happen). Other steps: undefined. */
export function checkRecord(step: FixtureStep, record: FixtureRecord): string | undefined {
  const natives = () => listOf(record.nativeCalls.map((c) => `${c.action} ${shownValue(c.args)}`));
  const toasts = () => listOf(record.toasts.map((t) => JSON.stringify(t)));
  const navigations = () => listOf(record.navigations.map(navigationLine));
  const opened = () => listOf(record.opens.map((o) => `${o.url}${o.replace ? ' (in place)' : ''}`));
  if (step.expectToast !== undefined)
    return record.toasts.includes(step.expectToast) ? undefined : `no toast ${JSON.stringify(step.expectToast)}; toasts shown: ${toasts()}`;
  if (step.expectNoToast !== undefined)
    return record.toasts.includes(step.expectNoToast) ? `the toast ${JSON.stringify(step.expectNoToast)} was shown` : undefined;
  if (step.expectNavigation) {
    const want = step.expectNavigation;
    const last = record.navigations[record.navigations.length - 1];
    const holds =
      last !== undefined &&
      last.to === want.to &&
      includesFields(last.query, want.query) &&
      (want.replace === undefined || last.replace === want.replace);
    return holds
      ? undefined
      : `the latest navigation is not to ${want.to}${want.query ? ` with ${shownValue(want.query)}` : ''}${want.replace !== undefined ? ` (replace: ${want.replace})` : ''}; navigations: ${navigations()}`;
  }
  if (step.expectNoNavigation) return record.navigations.length ? `the app navigated: ${navigations()}` : undefined;
  if (step.expectOpened !== undefined)
    return record.opens.some((o) => o.url === step.expectOpened) ? undefined : `${step.expectOpened} was not opened; opened: ${opened()}`;
  if (step.expectOpenedInPlace !== undefined) {
    const url = step.expectOpenedInPlace;
    return record.opens.some((o) => o.url === url && o.replace) ? undefined : `${url} was not opened in place; opened: ${opened()}`;
  }
  if (step.expectNoOpened) return record.opens.length ? `an address was opened: ${opened()}` : undefined;
  if (step.expectBack) return record.backs > 0 ? undefined : 'the app did not go back';
  if (step.expectNative) {
    const want = step.expectNative;
    const holds = record.nativeCalls.some((c) => c.action === want.action && includesFields(c.args, want.args));
    return holds ? undefined : `no native call ${want.action}${want.args ? ` with ${shownValue(want.args)}` : ''}; native calls made: ${natives()}`;
  }
  if (step.expectNoNative) {
    const action = step.expectNoNative.action;
    return record.nativeCalls.some((c) => c.action === action) ? `the native app was asked to ${action}; native calls made: ${natives()}` : undefined;
  }
  if (step.expectRequest) {
    const want = step.expectRequest;
    const matching = record.requests.filter((r) => r.endpoint === want.endpoint && includesFields(r.payload, want.fields, want.exact));
    const holds = want.times !== undefined ? matching.length === want.times : matching.length > 0;
    if (holds) return undefined;
    const sent = record.requests.filter((r) => r.endpoint === want.endpoint).map((r) => shownValue(r.payload));
    const wanted = `${want.endpoint}${want.fields ? ` with ${want.exact ? 'exactly ' : ''}${shownValue(want.fields)}` : ''}`;
    const count = want.times !== undefined ? `${want.times} request(s) ${wanted}, ${matching.length} sent` : `no request ${wanted}`;
    return `${count}; ${want.endpoint} sent: ${listOf(sent)}`;
  }
  return undefined;
}

/** Whether a step is one checkRecord judges. */
export function isRecordStep(step: FixtureStep): boolean {
  return [
    'expectToast',
    'expectNoToast',
    'expectNavigation',
    'expectNoNavigation',
    'expectOpened',
    'expectOpenedInPlace',
    'expectNoOpened',
    'expectBack',
    'expectNative',
    'expectNoNative',
    'expectRequest',
  ].some((k) => k in step);
}
