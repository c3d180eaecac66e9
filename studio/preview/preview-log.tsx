/** The log of the native calls, API calls and opened addresses of the preview, in order, clearable. */
import type { LogEntry } from './preview-session.ts';

/** Props of PreviewLog. */
export interface PreviewLogProps {
  entries: readonly LogEntry[];
  onClear(): void;
}

function argsText(args: Record<string, unknown>): string {
  const text = JSON.stringify(args);
  return text === '{}' ? '' : text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** One line per call: native action and arguments, endpoint and whether it answered, or the address opened. */
export function PreviewLog({ entries, onClear }: PreviewLogProps) {
  return (
    <section className="pv-log" aria-label="Preview log">
      <header className="pv-log__head">
        <h3>Native and API calls and opened addresses, oldest first</h3>
        <button type="button" onClick={onClear} disabled={entries.length === 0}>
          Clear
        </button>
      </header>
      {entries.length === 0 ? (
        <p className="pv-log__empty">No native or API calls yet.</p>
      ) : (
        <ol className="pv-log__list">
          {entries.map((entry) =>
            entry.type === 'native' ? (
              <li key={entry.seq} className="pv-log__entry pv-log__entry--native">
                <span className="pv-log__kind">native</span>
                <code>{entry.action}</code>
                <span className="pv-log__detail">{argsText(entry.args)}</span>
              </li>
            ) : entry.type === 'location' ? (
              <li key={entry.seq} className="pv-log__entry pv-log__entry--open">
                <span className="pv-log__kind">open</span>
                <code className="pv-log__detail">{entry.opened.url}</code>
              </li>
            ) : (
              <li key={entry.seq} className={`pv-log__entry pv-log__entry--${entry.ok ? 'ok' : 'failed'}`}>
                <span className="pv-log__kind">API</span>
                <code>{entry.endpoint}</code>
                <span className="pv-log__detail">{entry.ok ? 'ok' : `failed${entry.message ? `: ${entry.message}` : ''}`}</span>
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}
