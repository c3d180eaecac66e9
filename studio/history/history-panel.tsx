/**
 * "History": what is live on staging and on production, every version newest first down to the copy bundled with
 * the app (each with its diff against production), the releases as a timeline, and — for reviewers and admins —
 * "Promote to production" and "Roll back", each after a confirmation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { Channel, ChannelState, ReleaseInfo, VersionInfo } from '../studio-api.ts';
import { releaseList, versionList, versionText } from '../server-state/studio-queries.ts';
import { HistoryRow } from './history-row.tsx';
import { VersionCompare } from './version-compare.tsx';
import { PromoteConfirm } from './promote-confirm.tsx';
import { ReleaseTimeline } from './release-timeline.tsx';
import { RollbackConfirm } from './rollback-confirm.tsx';
import { rolledBackNotice, versionTitle } from './history-words.ts';
import { timeInWords } from './time-in-words.ts';
import { ReleasePanel } from '../releases/release-panel.tsx';
import '../publish/publish.css';
import './history.css';
import { failedToLoad } from '../server-state/query-state.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Props of HistoryPanel. */
export interface HistoryPanelProps {
  screenId: string;
  /** What is live on each channel (the open screen's, refreshed after every change). */
  live: Record<Channel, ChannelState>;
  /** A reviewer or an admin: may promote and roll back. */
  canAct: boolean;
  /** Made in the studio: its version 0 is its start, not a bundled copy (nothing to roll back to). */
  made?: boolean;
  /** After a promote or a rollback: the studio loads the screen again. */
  onChanged(): void;
}

type Loaded = { state: 'loading' } | { state: 'ready'; versions: VersionInfo[]; releases: ReleaseInfo[] } | { state: 'failed'; message: string };
type Confirming = { kind: 'promote' | 'rollback'; entry: VersionInfo } | null;

/** The text of a version of the screen, from the cache (a published version never changes). */
function useVersionTexts(screenId: string): (version: number) => Promise<string> {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  return useCallback(
    (version: number) => queryClient.fetchQuery(versionText(client, screenId, version)).then((answer) => answer.text),
    [screenId, client, queryClient],
  );
}

function ChannelLine({ channel, state, made }: { channel: string; state: ChannelState; made: boolean }) {
  return (
    <div className="st-history__channel">
      <dt>{channel}</dt>
      <dd>
        <strong>{made && state.version === 0 ? 'Not live yet' : versionTitle(state.version)}</strong>
        {state.since ? (
          <span className="st-muted">
            {' '}
            · since {timeInWords(state.since)} · by {state.by}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** The History button and its dialog. */
export function HistoryPanel({ screenId, live, canAct, made = false, onChanged }: HistoryPanelProps) {
  const client = useStudioClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loadText = useVersionTexts(screenId);
  // Asked each time the dialog opens (a promote or rollback elsewhere changes them); shown from the cache meanwhile.
  const versions = useQuery({ ...versionList(client, screenId), enabled: open, staleTime: 0 });
  const releases = useQuery({ ...releaseList(client, screenId), enabled: open, staleTime: 0 });
  const failure = failedToLoad(versions) ?? failedToLoad(releases);
  const loaded: Loaded = failure
    ? { state: 'failed', message: failure.message }
    : versions.data && releases.data
      ? { state: 'ready', versions: [...versions.data].sort((a, b) => b.version - a.version), releases: releases.data }
      : { state: 'loading' };
  const retry = () => {
    void versions.refetch();
    void releases.refetch();
  };

  // A version can be promoted when it is, or once was, live on staging.
  const stagingVersions = useMemo(() => {
    const seen = new Set([live.staging.version]);
    for (const r of releases.data ?? []) if (r.channel === 'staging') seen.add(r.version);
    return seen;
  }, [live.staging.version, releases.data]);

  function openChange(next: boolean) {
    setOpen(next);
    setConfirming(null);
    if (next) setNotice(null);
  }

  function acted(note: string) {
    setConfirming(null);
    setNotice(note);
    onChanged();
  }

  return (
    <div className="st-history">
      <Dialog.Root open={open} onOpenChange={openChange}>
        <Dialog.Trigger className="st-button">History</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="st-pub-overlay" />
          <Dialog.Content className="st-pub-dialog" aria-describedby={undefined}>
            <Dialog.Title className="st-pub-dialog__title">History of {screenId}</Dialog.Title>
            {notice ? (
              <p role="status" className="st-publish__notice">
                {notice}
              </p>
            ) : null}
            <dl className="st-history__channels" aria-label="Live now">
              <ChannelLine channel="Production" state={live.production} made={made} />
              <ChannelLine channel="Staging" state={live.staging} made={made} />
            </dl>
            {confirming ? null : <ReleasePanel screenId={screenId} canAct={canAct} onChanged={acted} />}
            {loaded.state === 'loading' ? <p className="st-muted">Loading the versions…</p> : null}
            {loaded.state === 'failed' ? (
              <div role="alert" className="st-publish__failure">
                <p>Could not load the history: {loaded.message}</p>
                <button type="button" className="st-button" onClick={retry}>
                  Try again
                </button>
              </div>
            ) : null}
            {confirming?.kind === 'promote' ? (
              <PromoteConfirm
                screenId={screenId}
                target={confirming.entry}
                production={live.production}
                onDone={(state) => acted(`Version ${state.version} is live on production.`)}
                onBack={() => setConfirming(null)}
              />
            ) : null}
            {confirming?.kind === 'rollback' ? (
              <RollbackConfirm
                screenId={screenId}
                target={confirming.entry}
                live={live}
                onDone={(result, channel) => acted(rolledBackNotice(result, confirming.entry.version, channel))}
                onBack={() => setConfirming(null)}
              />
            ) : null}
            {loaded.state === 'ready' && !confirming ? (
              <div className="st-history__columns">
                <section aria-label="Versions">
                  <VersionCompare screenId={screenId} versions={loaded.versions} made={made} />
                  <h3 className="st-history__heading">Versions</h3>
                  {canAct ? null : <p className="st-muted">Reviewers and admins can promote a version or roll back.</p>}
                  <ol className="st-history__list" aria-label="Versions, newest first">
                    {loaded.versions.map((entry) => (
                      <HistoryRow
                        key={entry.version}
                        entry={entry}
                        live={live}
                        loadText={loadText}
                        canPromote={canAct && stagingVersions.has(entry.version)}
                        canRollBack={canAct && !(made && entry.version === 0)}
                        made={made}
                        onPromote={(e) => setConfirming({ kind: 'promote', entry: e })}
                        onRollback={(e) => setConfirming({ kind: 'rollback', entry: e })}
                      />
                    ))}
                  </ol>
                </section>
                <section aria-label="Releases">
                  <h3 className="st-history__heading">Releases</h3>
                  <ReleaseTimeline releases={loaded.releases} made={made} />
                </section>
              </div>
            ) : null}
            {confirming ? null : (
              <div className="st-pub-actions">
                <Dialog.Close className="st-button">Close</Dialog.Close>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
