/** The outline of the open screen above the property form of the selected node. */
import { useMemo } from 'react';
import type { Problem } from '../studio-api.ts';
import { enclosingNode, type OutlineNode } from '../outline/build-outline.ts';
import { OutlineView } from '../outline/outline-view.tsx';
import { PropertyForm } from '../form/property-form.tsx';
import type { NodeAction } from '../outline/node-action.ts';
import type { Announcement } from '../outline/use-node-actions.ts';

/** Props of Inspector. */
export interface InspectorProps {
  outline: OutlineNode;
  doc: unknown;
  selected: string;
  problems: readonly Problem[];
  onSelect(pointer: string): void;
  onSet(pointer: string, prop: string, value: unknown): void;
  onReveal(pointer: string): void;
  /** Runs a node operation from the form's toolbar or the outline's shortcuts. */
  onAction(pointer: string, action: NodeAction): void;
  /** What the last node operation did, read out politely. */
  announcement: Announcement;
  /** The form is shown but cannot change anything (a viewer). */
  readOnly?: boolean;
}

/** Outline (a tree) and, under it, the form of the selected node. */
export function Inspector({ outline, doc, selected, problems, onSelect, onSet, onReveal, onAction, announcement, readOnly = false }: InspectorProps) {
  const withErrors = useMemo(
    () => new Set(problems.filter((p) => p.severity === 'error').map((p) => enclosingNode(outline, p.pointer))),
    [outline, problems],
  );
  return (
    <section className="st-inspector" aria-label="Outline and properties">
      <div className="st-inspector__outline">
        <h2 className="st-pane-title">Outline</h2>
        <OutlineView root={outline} selected={selected} withErrors={withErrors} onSelect={onSelect} onAction={onAction} />
      </div>
      <div className="st-inspector__form">
        <fieldset className="st-inspector__fieldset" disabled={readOnly}>
          <PropertyForm doc={doc} pointer={selected} problems={problems} onSet={onSet} onReveal={onReveal} onAction={onAction} />
        </fieldset>
      </div>
      <p className="st-visually-hidden" role="status" aria-live="polite">
        <span key={announcement.n}>{announcement.text}</span>
      </p>
    </section>
  );
}
