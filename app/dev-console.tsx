/** A small developer console for plain browsers: every native call the screen made, and renderer errors. */
import { useState, useSyncExternalStore } from 'react';
import { nativeLog } from '../adapters/native-log.ts';
import { devLog } from './dev-log.ts';
import './dev-console.css';

/** Calls the page's back-event function the way the native app does (the iOS back gesture). */
function sendBack() {
  const fn = (window as Window & { onNativeBack?: unknown }).onNativeBack;
  if (typeof fn === 'function') fn();
}

/** The floating developer console. */
export default function DevConsole() {
  const [open, setOpen] = useState(false);
  const calls = useSyncExternalStore(nativeLog.subscribe, nativeLog.getSnapshot, nativeLog.getSnapshot);
  const errors = useSyncExternalStore(devLog.subscribe, devLog.getSnapshot, devLog.getSnapshot);
  const summary = `Native calls (${calls.length})${errors.length ? ` · errors (${errors.length})` : ''}`;
  const badge = errors.length ? `${calls.length}·${errors.length}` : String(calls.length);
  return (
    <aside className="h-devconsole" aria-label="Developer console">
      {/* Closed, it is a small badge that fits beside the top bar's title; open, it says what it counts. Its name is
          its text (a hidden prefix says what the badge counts), so the visible text is always part of the name. */}
      <button
        type="button"
        className={`h-devconsole__toggle${open ? ' h-devconsole__toggle--open' : ''}${errors.length ? ' h-devconsole__toggle--errors' : ''}`}
        aria-expanded={open}
        title={summary}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? (
          summary
        ) : (
          <>
            <span className="h-visually-hidden">{errors.length ? 'Native calls · errors: ' : 'Native calls: '}</span>
            {badge}
          </>
        )}
      </button>
      {open ? (
        <div className="h-devconsole__panel">
          <button type="button" className="h-devconsole__action" onClick={sendBack}>
            Send the native back event
          </button>
          <ol className="h-devconsole__list" data-testid="native-calls">
            {calls.map((c, i) => (
              <li key={i}>
                <strong>{c.action}</strong> <code>{JSON.stringify(c.args)}</code>
              </li>
            ))}
          </ol>
          {errors.length ? (
            <ol className="h-devconsole__list h-devconsole__list--errors">
              {errors.map((e, i) => (
                <li key={i}>
                  <code>{e.pointer || '/'}</code> {e.message}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
