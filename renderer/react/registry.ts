/** The widget registry: every widget type mapped to its component, typed against the generated props. */
import type { ComponentType } from 'react';
import type { WidgetPropsMap } from '../../schemas/generated/types.ts';
import { ButtonWidget } from '../../widgets/button.tsx';
import { CellWidget } from '../../widgets/cell.tsx';
import { ChipWidget } from '../../widgets/chip.tsx';
import { DialogWidget } from '../../widgets/dialog.tsx';
import { DividerWidget } from '../../widgets/divider.tsx';
import { EmptyStateWidget } from '../../widgets/empty-state.tsx';
import { ImageWidget } from '../../widgets/image.tsx';
import { ImageGridWidget } from '../../widgets/image-grid.tsx';
import { ImageUploaderWidget } from '../../widgets/image-uploader.tsx';
import { SheetWidget } from '../../widgets/sheet.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { StarsWidget } from '../../widgets/stars.tsx';
import { TabsWidget } from '../../widgets/tabs.tsx';
import { TextWidget } from '../../widgets/text.tsx';
import { TextareaWidget } from '../../widgets/textarea.tsx';

/** A registry: one component per widget type; a missing type is a compile error. */
export type WidgetRegistry = { [K in keyof WidgetPropsMap]: ComponentType<WidgetPropsMap[K]> };

/** The built-in widgets. */
export const registry: WidgetRegistry = {
  'button': ButtonWidget,
  'cell': CellWidget,
  'chip': ChipWidget,
  'dialog': DialogWidget,
  'divider': DividerWidget,
  'empty-state': EmptyStateWidget,
  'image': ImageWidget,
  'image-grid': ImageGridWidget,
  'image-uploader': ImageUploaderWidget,
  'sheet': SheetWidget,
  'stack': StackWidget,
  'stars': StarsWidget,
  'tabs': TabsWidget,
  'text': TextWidget,
  'textarea': TextareaWidget,
};
