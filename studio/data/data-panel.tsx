/**
 * The data panel: the preview's live values (the loads' answers, state, params, query, saved) as a tree, each field
 * with its description from the answer's entity schema; a click on a value puts its path (`data.order.orderStatus`)
 * into the expression box last focused in the form (or the visibility builder's field).
 */
import type { ReactNode } from 'react';
import type { ScopeShapes } from '../../renderer/core/validation/path-shapes.ts';
import { readPath } from '../../renderer/core/validation/path-shapes.ts';
import { useStudio, useStudioStore } from '../state/studio-store-context.tsx';
import { useScopeAt } from './expression-scope.ts';
import { shownRoots, type ShownRoot } from './preview-values.ts';
import './data-panel.css';

const rootWords: Readonly<Record<ShownRoot, string>> = {
  data: 'Answers (data)',
  state: 'State',
  params: 'Parameters (params)',
  query: 'Address query (query)',
  saved: 'Saved values (saved)',
};

/** The path of a field below `parent`: `.name`, or `[0]` for a list entry, `['a-b']` for an odd name. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key).replace(/^"|"$/g, "'")}]`;
}

/** A value in one line: texts quoted, lists and objects by size. */
function shortValue(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 60 ? `${value.slice(0, 60)}…` : value}'`;
  if (Array.isArray(value)) return value.length === 1 ? 'list of 1' : `list of ${value.length}`;
  if (typeof value === 'object' && value !== null) return `${Object.keys(value).length} fields`;
  return String(value);
}

/** The description of a path from the screen's scope, if the schemas give one. */
function describe(path: string, scope: ScopeShapes): string | undefined {
  if (/[[\]]/.test(path)) return undefined;
  const [root = '', ...steps] = path.split('.');
  return readPath({ root, steps }, scope).shape?.description;
}

/** One field: a button that inserts its path, and its entries below when it has some. */
function Field({ name, path, value, depth }: { name: string; path: string; value: unknown; depth: number }): ReactNode {
  const store = useStudioStore();
  const scopeAt = useScopeAt();
  const insert = () => store.getState().expressionTarget?.insert(path);
  const button = (
    <button type="button" className="st-data-key" title={describe(path, scopeAt(''))} aria-label={`${path}: ${shortValue(value)}`} onClick={insert}>
      <span className="st-data-name">{name}</span> <span className="st-data-value">{shortValue(value)}</span>
    </button>
  );
  if (typeof value !== 'object' || value === null) return <li>{button}</li>;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return (
    <li>
      <details open={depth < 2}>
        <summary>{button}</summary>
        <ul className="st-data-tree">
          {entries.map(([key, v]) => (
            <Field key={key} name={typeof key === 'number' ? `[${key}]` : key} path={childPath(path, key)} value={v} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The preview's values, and where a click puts a path. */
export function DataPanel(): ReactNode {
  const values = useStudio((s) => s.previewValues.values);
  const target = useStudio((s) => s.expressionTarget);
  return (
    <section className="st-data" aria-label="Data">
      <p className="st-muted st-data-hint">
        {target
          ? `Click a value to put its path into “${target.label}”.`
          : 'Click an expression box in the form, then a value here to put its path there.'}
      </p>
      {values === null ? (
        <p className="st-muted">The preview has not drawn a screen yet.</p>
      ) : (
        shownRoots.map((root) => {
          const fields = values[root];
          if (!fields) return null;
          return (
            <details key={root} className="st-data-root" open={root === 'data' || root === 'state'}>
              <summary>{rootWords[root]}</summary>
              <ul className="st-data-tree">
                {Object.entries(fields).map(([key, v]) => (
                  <Field key={key} name={key} path={childPath(root, key)} value={v} depth={1} />
                ))}
                {Object.keys(fields).length === 0 ? <li className="st-muted">Nothing yet.</li> : null}
              </ul>
            </details>
          );
        })
      )}
    </section>
  );
}
