/**
 * Any two versions of a screen side by side (issue 34 item 4): pick the older and the newer, and see the JSON changes
 * and both drawn in phones with the changed widgets outlined — the same before/after view a review shows.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { VersionInfo } from '../studio-api.ts';
import { DiffView } from '../publish/diff-view.tsx';
import { ReviewPhones } from '../review/review-phones.tsx';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { screenList, versionText } from '../server-state/studio-queries.ts';
import { versionTitle } from './history-words.ts';

/** Props of VersionCompare. */
export interface VersionCompareProps {
  screenId: string;
  /** Every version, newest first (ending with the bundled copy). */
  versions: VersionInfo[];
  /** Made in the studio: version 0 is where it started, not a bundled copy. */
  made?: boolean;
}

/** Two version pickers and, once both are chosen, their diff and phones. */
export function VersionCompare({ screenId, versions, made = false }: VersionCompareProps) {
  const title = (version: number) => versionTitle(version, made);
  const client = useStudioClient();
  const ids = useId();
  const [from, setFrom] = useState(versions[1]?.version ?? 0);
  const [to, setTo] = useState(versions[0]?.version ?? 0);
  const [shown, setShown] = useState<{ from: number; to: number } | null>(null);
  const before = useQuery({ ...versionText(client, screenId, shown?.from ?? 0), enabled: shown !== null });
  const after = useQuery({ ...versionText(client, screenId, shown?.to ?? 0), enabled: shown !== null });
  const routes = useQuery(screenList(client)).data?.find((s) => s.id === screenId)?.routes ?? [];
  const picker = (label: string, value: number, onChange: (v: number) => void) => (
    <label className="st-history__pick">
      <span>{label}</span>
      <select className="st-select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {title(v.version)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="st-history__compare" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="st-history__heading">
        Compare two versions
      </h3>
      <div className="st-history__picks">
        {picker('From', from, setFrom)}
        {picker('To', to, setTo)}
        <button type="button" className="st-button st-button--small" disabled={from === to} onClick={() => setShown({ from, to })}>
          Compare
        </button>
        {shown ? (
          <button type="button" className="st-button st-button--small" onClick={() => setShown(null)}>
            Hide
          </button>
        ) : null}
      </div>
      {shown && (before.isPending || after.isPending) ? <p className="st-muted">Loading both versions…</p> : null}
      {shown && (before.error || after.error) ? (
        <p role="alert" className="st-pub-field__error">
          Could not load the texts to compare: {(before.error ?? after.error)?.message}
        </p>
      ) : null}
      {shown && before.data && after.data ? (
        <>
          <DiffView
            before={before.data.text}
            after={after.data.text}
            beforeLabel={title(shown.from).toLowerCase()}
            afterLabel={title(shown.to).toLowerCase()}
            emptyText="The two versions are the same screen."
          />
          <ReviewPhones
            key={`${shown.from}-${shown.to}`}
            screenId={screenId}
            before={{ text: before.data.text, caption: title(shown.from) }}
            after={{ text: after.data.text, caption: title(shown.to) }}
            routes={routes}
          />
        </>
      ) : null}
    </section>
  );
}
