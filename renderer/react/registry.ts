/** The widget registry: every widget type mapped to its component, typed against the generated props. */
import type { ComponentType } from 'react';
import type { WidgetPropsMap } from '../../schemas/generated/widget-props.ts';
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
  article: lazyWidget(() => import('../../widgets/article.tsx').then((m) => m.ArticleWidget)),
  barcode: lazyWidget(() => import('../../widgets/barcode.tsx').then((m) => m.BarcodeWidget)),
  button: ButtonWidget,
  'card-input': lazyWidget(() => import('../../widgets/card-input.tsx').then((m) => m.CardInputWidget)),
  carousel: lazyWidget(() => import('../../widgets/carousel.tsx').then((m) => m.CarouselWidget)),
  cell: CellWidget,
  checkbox: CheckboxWidget,
  chip: ChipWidget,
  'code-input': lazyWidget(() => import('../../widgets/code-input.tsx').then((m) => m.CodeInputWidget)),
  columns: lazyWidget(() => import('../../widgets/columns.tsx').then((m) => m.ColumnsWidget)),
  'contact-form': lazyWidget(() => import('../../widgets/contact-form.tsx').then((m) => m.ContactFormWidget)),
  'countdown-button': lazyWidget(() => import('../../widgets/countdown-button.tsx').then((m) => m.CountdownButtonWidget)),
  dialog: lazyWidget(() => import('../../widgets/dialog.tsx').then((m) => m.DialogWidget)),
  divider: DividerWidget,
  'empty-state': EmptyStateWidget,
  'folding-list': lazyWidget(() => import('../../widgets/folding-list.tsx').then((m) => m.FoldingListWidget)),
  image: ImageWidget,
  'image-grid': ImageGridWidget,
  'image-uploader': lazyWidget(() => import('../../widgets/image-uploader.tsx').then((m) => m.ImageUploaderWidget)),
  'money-keyboard': lazyWidget(() => import('../../widgets/money-keyboard.tsx').then((m) => m.MoneyKeyboardWidget)),
  'phone-input': lazyWidget(() => import('../../widgets/phone-input.tsx').then((m) => m.PhoneInputWidget)),
  picker: lazyWidget(() => import('../../widgets/picker.tsx').then((m) => m.PickerWidget)),
  'product-offer': ProductOfferWidget,
  'qr-code': lazyWidget(() => import('../../widgets/qr-code.tsx').then((m) => m.QrCodeWidget)),
  'select-field': lazyWidget(() => import('../../widgets/select-field.tsx').then((m) => m.SelectFieldWidget)),
  sheet: lazyWidget(() => import('../../widgets/sheet.tsx').then((m) => m.SheetWidget)),
  'site-footer': lazyWidget(() => import('../../widgets/site-footer.tsx').then((m) => m.SiteFooterWidget)),
  'site-header': lazyWidget(() => import('../../widgets/site-header.tsx').then((m) => m.SiteHeaderWidget)),
  stack: StackWidget,
  stars: lazyWidget(() => import('../../widgets/stars.tsx').then((m) => m.StarsWidget)),
  'status-icon': StatusIconWidget,
  'step-list': lazyWidget(() => import('../../widgets/step-list.tsx').then((m) => m.StepListWidget)),
  tabs: lazyWidget(() => import('../../widgets/tabs.tsx').then((m) => m.TabsWidget)),
  text: TextWidget,
  'text-input': lazyWidget(() => import('../../widgets/text-input.tsx').then((m) => m.TextInputWidget)),
  textarea: TextareaWidget,
  'web-frame': lazyWidget(() => import('../../widgets/web-frame.tsx').then((m) => m.WebFrameWidget)),
};

function preloadOf(component: unknown): Promise<void> | undefined {
  const preload = typeof component === 'function' && 'preload' in component ? component.preload : undefined;
  return typeof preload === 'function' ? (preload as () => Promise<void>)() : undefined;
}

/** Loads every lazily loaded widget (tests and previews call this so nothing suspends). */
export function preloadWidgets(): Promise<unknown> {
  return Promise.all(Object.values(registry).map(preloadOf));
}

/**
 * The widget types a (validated) screen document uses anywhere: body, templates, dialogs and switch cases; with
 * `skip`, nodes of those types and everything inside them are left out.
 */
export function widgetTypesOf(value: unknown, skip?: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const record = v as Record<string, unknown>;
      if (typeof record.type === 'string' && skip?.has(record.type)) return;
      if (typeof record.type === 'string' && Object.hasOwn(registry, record.type)) found.add(record.type);
      for (const key of Object.keys(record)) if (key !== 'type') visit(record[key]);
    }
  };
  visit(value);
  return found;
}

/**
 * Starts loading the lazy widgets a screen uses (but those under `skip`), so their chunks arrive while its data loads
 * instead of after the first paint (which would shift the layout). Failures are left to the widget's own retry on render.
 */
export function preloadWidgetsOf(document: unknown, skip?: ReadonlySet<string>): Promise<unknown> {
  return preloadWidgetTypes(widgetTypesOf(document, skip));
}

/** Starts loading the lazy widgets of these types (names that are no widget are left out); settles whatever happens. */
export function preloadWidgetTypes(types: Iterable<string>): Promise<unknown> {
  const known = [...types].filter((type): type is keyof WidgetRegistry => Object.hasOwn(registry, type));
  return Promise.allSettled(known.map((type) => preloadOf(registry[type])));
}
