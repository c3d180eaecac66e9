/** The widget registry: every widget type mapped to its component, typed against the generated props. */
import type { ComponentType } from 'react';
import type { WidgetPropsMap } from '../../schemas/generated/types.ts';
import { lazyWidget } from './lazy-widget.ts';
import { ButtonWidget } from '../../widgets/button.tsx';
import { CellWidget } from '../../widgets/cell.tsx';
import { CheckboxWidget } from '../../widgets/checkbox.tsx';
import { ChipWidget } from '../../widgets/chip.tsx';
import { DividerWidget } from '../../widgets/divider.tsx';
import { EmptyStateWidget } from '../../widgets/empty-state.tsx';
import { ImageWidget } from '../../widgets/image.tsx';
import { ImageGridWidget } from '../../widgets/image-grid.tsx';
import { ProductOfferWidget } from '../../widgets/product-offer.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { StatusIconWidget } from '../../widgets/status-icon.tsx';
import { TextWidget } from '../../widgets/text.tsx';
import { TextareaWidget } from '../../widgets/textarea.tsx';

/** A registry: one component per widget type; a missing type is a compile error. */
export type WidgetRegistry = { [K in keyof WidgetPropsMap]: ComponentType<WidgetPropsMap[K]> };

/** The built-in widgets. */
export const registry: WidgetRegistry = {
  'barcode': lazyWidget(() => import('../../widgets/barcode.tsx').then((m) => m.BarcodeWidget)),
  'button': ButtonWidget,
  'cell': CellWidget,
  'checkbox': CheckboxWidget,
  'chip': ChipWidget,
  'code-input': lazyWidget(() => import('../../widgets/code-input.tsx').then((m) => m.CodeInputWidget)),
  'countdown-button': lazyWidget(() => import('../../widgets/countdown-button.tsx').then((m) => m.CountdownButtonWidget)),
  'dialog': lazyWidget(() => import('../../widgets/dialog.tsx').then((m) => m.DialogWidget)),
  'divider': DividerWidget,
  'empty-state': EmptyStateWidget,
  'folding-list': lazyWidget(() => import('../../widgets/folding-list.tsx').then((m) => m.FoldingListWidget)),
  'image': ImageWidget,
  'image-grid': ImageGridWidget,
  'image-uploader': lazyWidget(() => import('../../widgets/image-uploader.tsx').then((m) => m.ImageUploaderWidget)),
  'product-offer': ProductOfferWidget,
  'qr-code': lazyWidget(() => import('../../widgets/qr-code.tsx').then((m) => m.QrCodeWidget)),
  'sheet': lazyWidget(() => import('../../widgets/sheet.tsx').then((m) => m.SheetWidget)),
  'stack': StackWidget,
  'stars': lazyWidget(() => import('../../widgets/stars.tsx').then((m) => m.StarsWidget)),
  'status-icon': StatusIconWidget,
  'tabs': lazyWidget(() => import('../../widgets/tabs.tsx').then((m) => m.TabsWidget)),
  'text': TextWidget,
  'textarea': TextareaWidget,
  'web-frame': lazyWidget(() => import('../../widgets/web-frame.tsx').then((m) => m.WebFrameWidget)),
};

/** Loads every lazily loaded widget (tests and previews call this so nothing suspends). */
export function preloadWidgets(): Promise<unknown> {
  return Promise.all(Object.values(registry).map((component) => ('preload' in component && typeof component.preload === 'function' ? component.preload() : undefined)));
}
