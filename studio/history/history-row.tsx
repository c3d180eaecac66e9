/** One version of the history: which, where it is live, when, who, why and where it came from; its diff and actions. */
import { useState } from 'react';
import type { Channel, ChannelState, VersionInfo } from '../studio-api.ts';
import { DiffView } from '../publish/diff-view.tsx';
import { versionOrigin, versionTitle } from './history-words.ts';
import { timeInWords } from './time-in-words.ts';

/** Props of HistoryRow. */
export interface HistoryRowProps {
  entry: VersionInfo;
  live: Record<Channel, ChannelState>;
  loadText(version: number): Promise<string>;
  /** Shown only to reviewers and admins: promote (when it is or was live on staging) and rollback. */
  canPromote: boolean;
  canRollBack: boolean;
  /** Made in the studio: version 0 is where it started, never live. */
  made?: boolean;
  onPromote(entry: VersionInfo): void;
  onRollback(entry: VersionInfo): void;
}

type Compare = { state: 'closed' } | { state: 'loading' } | { state: 'ready'; before: string; after: string } | { state: 'failed'; message: string };

const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' });

/** The row. */
export function HistoryRow({ entry, live, loadText, canPromote, canRollBack, made = false, onPromote, onRollback }: HistoryRowProps) {
  const [compare, setCompare] = useState<Compare>({ state: 'closed' });
  const onStaging = live.staging.version === entry.version;
  const onProduction = live.production.version === entry.version;
  const origin = versionOrigin(entry);
  const bundled = entry.version === 0;
  const title = versionTitle(entry.version, made);

  async function toggleCompare() {
    if (compare.state !== 'closed' && compare.state !== 'failed') return setCompare({ state: 'closed' });
    setCompare({ state: 'loading' });
    try {
      const [after, before] = await Promise.all([loadText(entry.version), loadText(live.production.version)]);
      setCompare({ state: 'ready', before, after });
    } catch (err) {
      setCompare({ state: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <li className={`st-history__row${onStaging || onProduction ? ' st-history__row--live' : ''}`} aria-label={title}>
      <div className="st-history__head">
        <span className="st-history__version">{title}</span>
        {onProduction ? <span className="st-badge st-badge--live">live on production</span> : null}
        {onStaging ? <span className="st-badge st-badge--staging">live on staging</span> : null}
        {origin ? <span className="st-badge">{origin}</span> : null}
        {entry.at ? (
          <time className="st-history__when" dateTime={entry.at} title={fullDate.format(new Date(entry.at))}>
            {timeInWords(entry.at)}
          </time>
        ) : null}
        {bundled ? null : (
          <span className="st-history__author">{entry.changeBy ? `by ${entry.changeBy}, approved by ${entry.author}` : `by ${entry.author}`}</span>
        )}
      </div>
      <p className="st-history__message">
        {bundled
          ? made
            ? 'The screen as it was made in the studio: never shown to borrowers, so there is nothing to roll back to.'
            : 'The screen as the app ships it: what borrowers see when nothing is published.'
          : entry.reason}
      </p>
      <div className="st-history__actions">
        {onProduction ? null : (
          <button type="button" className="st-button st-button--small" aria-expanded={compare.state === 'ready'} onClick={toggleCompare}>
            {compare.state === 'ready' ? 'Hide changes' : 'Changes against production'}
          </button>
        )}
        {canPromote && !onProduction && !bundled ? (
          <button type="button" className="st-button st-button--small" onClick={() => onPromote(entry)}>
            Promote to production
          </button>
        ) : null}
        {canRollBack && !(onStaging && onProduction) ? (
          <button type="button" className="st-button st-button--small" onClick={() => onRollback(entry)}>
            Roll back to this…
          </button>
        ) : null}
      </div>
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
          beforeLabel={`production (${versionTitle(live.production.version, made).toLowerCase()})`}
          afterLabel={title.toLowerCase()}
          emptyText="Same screen as production"
        />
      ) : null}
    </li>
  );
}
