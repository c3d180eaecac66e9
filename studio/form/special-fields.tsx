/**
 * The property form's own editors for maps the schema only calls "object": a screen's loads and state, a switch's
 * cases (with its default) and the switch's `on` as an expression with completion. Each writes through the form's
 * onSet, one entry at a time where it can, so the rest of the text stays as it was.
 */
import { useId, type ReactNode } from 'react';
import type { PropInfo } from '../schema/schema-index.ts';
import type { Problem } from '../studio-api.ts';
import { CasesInput } from './cases-input.tsx';
import { ExpressionInput } from './expression-input.tsx';
import { describedBy, FieldShell } from './field-shell.tsx';
import { fieldPointer, fieldProblems } from './field-problems.ts';
import { screenParams } from './load-edits.ts';
import { LoadsInput } from './loads-input.tsx';
import { StateInput } from './state-input.tsx';

/** What a special field needs: the node, the property, and the form's callbacks. */
export interface SpecialFieldArgs {
  doc: unknown;
  /** The JSON Pointer of the node ('' = the screen). */
  pointer: string;
  node: Record<string, unknown>;
  info: PropInfo;
  problems: readonly Problem[];
  onSet(pointer: string, prop: string, value: unknown): void;
  onReveal(pointer: string): void;
  onSelect?(pointer: string): void;
}

/** Which special editor a property gets: 'hidden' when another one edits it, undefined for the generic field. */
export function specialKind(pointer: string, node: Record<string, unknown>, prop: string): 'loads' | 'state' | 'cases' | 'on' | 'hidden' | undefined {
  if (pointer === '') return prop === 'load' ? 'loads' : prop === 'state' ? 'state' : undefined;
  if (node.type !== 'switch') return undefined;
  if (prop === 'cases') return 'cases';
  if (prop === 'on') return 'on';
  return prop === 'default' ? 'hidden' : undefined;
}

/** The special editor of a property inside its field frame; null when it is hidden, undefined when it has none. */
export function SpecialField(args: SpecialFieldArgs): ReactNode {
  const { doc, pointer, node, info, problems, onSet, onReveal, onSelect } = args;
  const id = useId();
  const kind = specialKind(pointer, node, info.name);
  const at = fieldPointer(pointer, info.name);
  const mine = fieldProblems(problems, pointer, info.name);
  // Problems inside an entry are shown at the entry; the frame shows those about the map itself.
  const own = kind === 'on' ? mine : mine.filter((p) => !p.pointer.startsWith(`${at}/`));
  const shell = { controlId: id, name: info.name, description: info.description, required: info.required, problems: own };
  const value = node[info.name];
  const map = {
    id,
    value,
    pointer: at,
    problems: mine,
    onSetKey: (key: string, next: unknown) => onSet(at, key, next),
    onReplace: (next: Record<string, unknown> | undefined) => onSet(pointer, info.name, next === undefined && info.required ? {} : next),
  };
  switch (kind) {
    case 'loads':
      return (
        <FieldShell {...shell}>
          <LoadsInput {...map} params={screenParams(doc)} onReveal={onReveal} />
        </FieldShell>
      );
    case 'state':
      return (
        <FieldShell {...shell}>
          <StateInput {...map} />
        </FieldShell>
      );
    case 'cases':
      return (
        <FieldShell {...shell}>
          <CasesInput {...map} fallback={node.default} onSetDefault={(next) => onSet(pointer, 'default', next)} onSelect={onSelect} />
        </FieldShell>
      );
    case 'on':
      return (
        <FieldShell {...shell}>
          <ExpressionInput
            id={id}
            value={value}
            pointer={at}
            label={info.name}
            describedBy={describedBy(id)}
            invalid={own.some((p) => p.severity === 'error')}
            placeholder="=data.order.orderStatus"
            onCommit={(text) => onSet(pointer, info.name, text)}
          />
        </FieldShell>
      );
    case 'hidden':
      return null;
    default:
      return undefined;
  }
}
