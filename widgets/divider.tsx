import type { DividerProps } from '../schemas/generated/widget-props.ts';
import { dividerDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './divider.css';

/** A thin separating line, optionally with a short label in its middle. */
export function DividerWidget({ id, label, spacing = defaults.spacing }: DividerProps) {
  if (!label) return <hr id={id} className={`h-divider h-divider--space-${spacing}`} />;
  return (
    <div id={id} className={`h-divider h-divider--labelled h-divider--space-${spacing}`}>
      <span className="h-divider__label">{label}</span>
    </div>
  );
}
