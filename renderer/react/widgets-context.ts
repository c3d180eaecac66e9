/** The widget registry a screen draws from: the `widgets` given to ScreenView (or a provider above it), else the built-in widgets. */
import { createContext, useContext } from 'react';
import { builtinWidgets } from './generated/builtin-widgets.ts';
import type { WidgetRegistry } from './widget-registry.ts';

/** Carries the widget registry to every node; its default is the built-in widgets (renderer/react/generated/). */
export const WidgetsContext = createContext<Readonly<WidgetRegistry>>(builtinWidgets);

/** The widget registry in force. */
export function useWidgets(): Readonly<WidgetRegistry> {
  return useContext(WidgetsContext);
}
