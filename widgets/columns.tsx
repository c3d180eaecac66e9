import type { ColumnsProps } from '../schemas/generated/widget-props.ts';
import { columnsDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './columns.css';

/** Child widgets in equal columns that fall one below the other when a column would be narrower than minWidth. */
export function ColumnsWidget({ id, minWidth = defaults.minWidth, gap = defaults.gap, children }: ColumnsProps) {
  return (
    <div id={id} className={`h-columns h-columns--min-${minWidth} h-columns--gap-${gap}`}>
      {children}
    </div>
  );
}
