/** What every node of a screen draws with, in one context read: the running screen, its store hub, URL policy and widgets. */
import { createContext, useContext } from 'react';
import type { ClockPort } from '../core/ports.ts';
import type { ScreenController } from '../core/screen-controller.ts';
import type { UrlPolicy } from '../core/url-policy.ts';
import type { SelectionHub } from './selection-hub.ts';
import type { WidgetRegistry } from './widget-registry.ts';

/** The drawing context of one screen, provided by ScreenView. */
export interface DrawContextValue {
  controller: ScreenController;
  hub: SelectionHub;
  policy: UrlPolicy;
  widgets: Readonly<WidgetRegistry>;
}

/** Carries the drawing context to every node (null outside a screen). */
export const DrawContext = createContext<DrawContextValue | null>(null);

/** The clock of the screen being drawn (its ports'): how widgets and the binding read time and set timers. None outside a screen. */
export function useClock(): ClockPort | undefined {
  return useContext(DrawContext)?.controller.ports.clock;
}
