/**
 * The postMessage protocol between the studio and its preview iframe (the borrower app in `hatid-studio-preview`).
 * Both sides are on the same origin; a message counts only when its origin, its sender window and its `source` match.
 */
import type { FixtureStep } from '../../schemas/generated/entities.ts';
import { shownRoots, type ScreenValuesReport } from '../data/preview-values.ts';
import { isRecord } from '../../renderer/core/is-record.ts';

/** The iframe's window name that turns the borrower app into a studio preview. */
export const previewFrameName = 'hatid-studio-preview';

/** A navigation the app made, as its navigation port was asked (what a fixture's expectNavigation checks). */
export interface PreviewNavigation {
  to: string;
  query: Record<string, string>;
  replace: boolean;
}

/** What the preview tells the studio. */
export type PreviewEvent =
  | { type: 'ready' }
  | { type: 'native'; action: string; args: Record<string, unknown> }
  /** An API call the preview made; `answer` is what a successful call gave the screen (session values masked). */
  | { type: 'api'; endpoint: string; payload: Record<string, unknown>; ok: boolean; status?: number; message?: string; answer?: unknown }
  | { type: 'step'; step: FixtureStep }
  | { type: 'location'; href: string; navigation?: PreviewNavigation; back?: true; opened?: { url: string; replace: boolean } }
  | { type: 'toast'; text: string }
  /** The live values of the screen drawn (its loads' answers, state, params, query, saved), for the data panel. */
  | { type: 'values'; screenId: string; values: ScreenValuesReport }
  /** Inspect mode: a click chose this node (its JSON Pointer in the draft, '' for the screen) and nothing ran. */
  | { type: 'select'; pointer: string; widget: string };

/** A message from the studio to the preview iframe: mount (init) or redraw (draft) with this draft and scenario. */
export interface StudioMessage {
  source: 'hatid-studio';
  type: 'init' | 'draft';
  screenId: string;
  document: unknown;
  scenario: string;
}

/**
 * A message from the studio to the preview iframe: inspect mode on (hover outlines a widget, a click selects it and runs
 * nothing) or off (the screen works as for a borrower), and the node selected in the studio (null: none), outlined.
 */
export interface InspectMessage {
  source: 'hatid-studio';
  type: 'inspect';
  on: boolean;
  selected: string | null;
}

/** Who sent a message event, as far as the guards need to know. */
export interface MessageOrigin {
  origin: string;
  source: unknown;
  data: unknown;
}

function isStep(value: unknown): value is FixtureStep {
  return isRecord(value) && Object.keys(value).length === 1;
}

function isNavigation(value: unknown): value is PreviewNavigation {
  return isRecord(value) && typeof value.to === 'string' && isRecord(value.query) && typeof value.replace === 'boolean';
}

function isOpened(value: unknown): value is { url: string; replace: boolean } {
  return isRecord(value) && typeof value.url === 'string' && typeof value.replace === 'boolean';
}

function isValues(value: unknown): value is ScreenValuesReport {
  return isRecord(value) && Object.entries(value).every(([root, v]) => shownRoots.some((r) => r === root) && isRecord(v));
}

function previewEvent(data: Record<string, unknown>): PreviewEvent | null {
  const { type } = data;
  if (type === 'ready') return { type };
  if (type === 'native' && typeof data.action === 'string' && isRecord(data.args)) return { type, action: data.action, args: data.args };
  if (type === 'api' && typeof data.endpoint === 'string' && typeof data.ok === 'boolean' && isRecord(data.payload)) {
    return {
      type,
      endpoint: data.endpoint,
      payload: data.payload,
      ok: data.ok,
      ...(typeof data.status === 'number' ? { status: data.status } : {}),
      ...(typeof data.message === 'string' ? { message: data.message } : {}),
      ...(data.answer !== undefined ? { answer: data.answer } : {}),
    };
  }
  if (type === 'values' && typeof data.screenId === 'string' && isValues(data.values)) return { type, screenId: data.screenId, values: data.values };
  if (type === 'step' && isStep(data.step)) return { type, step: data.step };
  if (type === 'location' && typeof data.href === 'string') {
    return {
      type,
      href: data.href,
      ...(isNavigation(data.navigation) ? { navigation: data.navigation } : {}),
      ...(data.back === true ? { back: true } : {}),
      ...(isOpened(data.opened) ? { opened: data.opened } : {}),
    };
  }
  if (type === 'toast' && typeof data.text === 'string') return { type, text: data.text };
  if (
    type === 'select' &&
    typeof data.pointer === 'string' &&
    (data.pointer === '' || data.pointer.startsWith('/')) &&
    typeof data.widget === 'string'
  ) {
    return { type, pointer: data.pointer, widget: data.widget };
  }
  return null;
}

/** The preview message in an event, or null when it comes from another origin, another window or is not one. */
export function readPreviewMessage(event: MessageOrigin, origin: string, frame: unknown): PreviewEvent | null {
  if (event.origin !== origin || frame === null || frame === undefined || event.source !== frame) return null;
  const data = event.data;
  if (!isRecord(data) || data.source !== 'hatid-preview') return null;
  return previewEvent(data);
}

/** The studio message in an event, or null when it comes from another origin, another window or is not one. */
export function readStudioMessage(event: MessageOrigin, origin: string, parent: unknown): StudioMessage | InspectMessage | null {
  if (event.origin !== origin || parent === null || parent === undefined || event.source !== parent) return null;
  const data = event.data;
  if (!isRecord(data) || data.source !== 'hatid-studio') return null;
  if (data.type === 'inspect') {
    if (typeof data.on !== 'boolean' || (data.selected !== null && typeof data.selected !== 'string')) return null;
    return { source: 'hatid-studio', type: 'inspect', on: data.on, selected: data.selected };
  }
  if ((data.type !== 'init' && data.type !== 'draft') || typeof data.screenId !== 'string') return null;
  if (typeof data.scenario !== 'string') return null;
  return { source: 'hatid-studio', type: data.type, screenId: data.screenId, document: data.document, scenario: data.scenario };
}
