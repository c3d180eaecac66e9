import { useState } from 'react';
import type { HistoryEntry } from '../studio-api.ts';
import { DiffView } from '../publish/diff-view.tsx';
import { rollbackOrigin } from './rollback-words.ts';
import { timeInWords } from './time-in-words.ts';

/** Props of HistoryRow: one version, the live one, how to load a version's text, and the rollback request. */
export interface HistoryRowProps {
  entry: HistoryEntry;
  live: HistoryEntry;
  loadText(version: number): Promise<string>;
  onRollback(entry: HistoryEntry): void;
}

type Compare = { state: 'closed' } | { state: 'loading' } | { state: 'ready'; before: string; after: string } | { state: 'failed'; message: string };

const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' });

/** One published version: number, "live", when in words, who, why, its origin; its diff against live and a rollback. */
export function HistoryRow({ entry, live, loadText, onRollback }: HistoryRowProps) {
  const [compare, setCompare] = useState<Compare>({ state: 'closed' });
  const isLive = entry.version === live.version;
  const origin = rollbackOrigin(entry);

  async function toggleCompare() {
    if (compare.state !== 'closed' && compare.state !== 'failed') return setCompare({ state: 'closed' });
    setCompare({ state: 'loading' });
    try {
      const [after, before] = await Promise.all([loadText(entry.version), loadText(live.version)]);
      setCompare({ state: 'ready', before, after });
    } catch (err) {
      setCompare({ state: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <li className={`st-history__row${isLive ? ' st-history__row--live' : ''}`} aria-label={`Version ${entry.version}`}>
      <div className="st-history__head">
        <span className="st-history__version">Version {entry.version}</span>
        {isLive ? <span className="st-badge st-badge--live">live</span> : null}
        {origin ? <span className="st-badge">{origin}</span> : null}
        <time className="st-history__when" dateTime={entry.at} title={fullDate.format(new Date(entry.at))}>
          {timeInWords(entry.at)}
        </time>
        <span className="st-history__author">by {entry.author}</span>
      </div>
      <p className="st-history__message">{entry.message}</p>
      {isLive ? null : (
        <div className="st-history__actions">
          <button type="button" className="st-button st-button--small" aria-expanded={compare.state === 'ready'} onClick={toggleCompare}>
            {compare.state === 'ready' ? 'Hide changes' : `Changes against live (v${live.version})`}
          </button>
          <button type="button" className="st-button st-button--small" onClick={() => onRollback(entry)}>
            Roll back to this version
          </button>
        </div>
      )}
      {compare.state === 'loading' ? <p className="st-muted">Loading…</p> : null}
      {compare.state === 'failed' ? (
        <p role="alert" className="st-pub-field__error">
          Could not load the texts to compare: {compare.message}
        </p>
      ) : null}
      {compare.state === 'ready' ? (
        <DiffView
          before={compare.before}
          after={compare.after}
          beforeLabel={`live version ${live.version}`}
          afterLabel={`version ${entry.version}`}
          emptyText={`Same screen as live version ${live.version}`}
        />
      ) : null}
    </li>
  );
}
