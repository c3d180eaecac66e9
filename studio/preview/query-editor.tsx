/** The preview's query parameters as key/value rows: edit, add, remove, then apply (the page loads again). */
import type { QueryRow } from './query-rows.ts';

/** Props of QueryEditor. */
export interface QueryEditorProps {
  rows: readonly QueryRow[];
  onChange(rows: QueryRow[]): void;
  /** Loads the preview with the rows. */
  onApply(): void;
}

/** The query parameters editor. */
export function QueryEditor({ rows, onChange, onApply }: QueryEditorProps) {
  const edit = (index: number, change: Partial<QueryRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="pv-query">
      <legend>Query parameters</legend>
      {rows.map((row, i) => (
        <div key={i} className="pv-query__row">
          <input aria-label={`Name ${i + 1}`} value={row.key} placeholder="name" onChange={(e) => edit(i, { key: e.target.value })} />
          <span aria-hidden="true">=</span>
          <input
            aria-label={`Value ${i + 1}`}
            value={row.value}
            placeholder="value"
            onChange={(e) => edit(i, { value: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onApply();
            }}
          />
          <button type="button" aria-label={`Remove ${row.key || `row ${i + 1}`}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            ×
          </button>
        </div>
      ))}
      <div className="pv-query__actions">
        <button type="button" onClick={() => onChange([...rows, { key: '', value: '' }])}>
          Add parameter
        </button>
        <button type="button" onClick={onApply}>
          Apply
        </button>
      </div>
    </fieldset>
  );
}
