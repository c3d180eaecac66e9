/** The shape of a widget registry: one component per widget type, typed against the generated props. */
import type { ComponentType } from 'react';
import type { WidgetPropsMap } from '../../schemas/generated/widget-props.ts';

/** A registry: one component per widget type; a missing type is a compile error. */
export type WidgetRegistry = { [K in keyof WidgetPropsMap]: ComponentType<WidgetPropsMap[K]> };
