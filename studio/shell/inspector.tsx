/** The outline of the open screen above the property form of the selected node. */
import { useMemo } from 'react';
import type { Problem } from '../studio-api.ts';
import { enclosingNode, type OutlineNode } from '../outline/build-outline.ts';
import { OutlineView } from '../outline/outline-view.tsx';
import { PropertyForm } from '../form/property-form.tsx';

/** Props of Inspector. */
export interface InspectorProps {
  outline: OutlineNode;
  doc: unknown;
  selected: string;
  problems: readonly Problem[];
  onSelect(pointer: string): void;
  onSet(pointer: string, prop: string, value: unknown): void;
  onReveal(pointer: string): void;
}

/** Outline (a tree) and, under it, the form of the selected node. */
export function Inspector({ outline, doc, selected, problems, onSelect, onSet, onReveal }: InspectorProps) {
  const withErrors = useMemo(
    () => new Set(problems.filter((p) => p.severity === 'error').map((p) => enclosingNode(outline, p.pointer))),
    [outline, problems],
  );
  return (
    <section className="st-inspector" aria-label="Outline and properties">
      <div className="st-inspector__outline">
        <h2 className="st-pane-title">Outline</h2>
        <OutlineView root={outline} selected={selected} withErrors={withErrors} onSelect={onSelect} />
      </div>
      <div className="st-inspector__form">
        <PropertyForm doc={doc} pointer={selected} problems={problems} onSet={onSet} onReveal={onReveal} />
      </div>
    </section>
  );
}
