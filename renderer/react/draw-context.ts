/** What every node of a screen draws with, in one context read: the running screen, its store hub, URL policy and widgets. */
import { createContext } from 'react';
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
