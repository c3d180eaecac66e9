/** "Roll back to version 3?": on which channel, what borrowers get, an optional reason, and the rollback (that channel's live version as the base). */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Channel, ChannelState, VersionInfo } from '../studio-api.ts';
import { ChannelField } from '../publish/channel-field.tsx';
import { versionName } from '../publish/use-live-texts.ts';
import { actionFailureText, rollbackConsequence, rollbackKeeps } from './history-words.ts';
import { useRollback } from './release-writes.ts';

/** Props of RollbackConfirm. */
export interface RollbackConfirmProps {
  screenId: string;
  target: VersionInfo;
  live: Record<Channel, ChannelState>;
  onDone(result: VersionInfo, channel: Channel): void;
  onBack(): void;
}

/** The rollback form; refused while the version is already live on the chosen channel. */
export function RollbackConfirm({ screenId, target, live, onDone, onBack }: RollbackConfirmProps) {
  const rollback = useRollback(screenId);
  const ids = useId();
  const [channel, setChannel] = useState<Channel>(live.production.version === target.version ? 'staging' : 'production');
  const [reason, setReason] = useState('');
  const sending = rollback.isPending;
  const failure = rollback.error ? actionFailureText(rollback.error, 'rolled back') : null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const already = live[channel].version === target.version;
  const name = target.version === 0 ? 'the copy bundled with the app' : `version ${target.version}`;
  useEffect(() => titleRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || already) return;
    const why = reason.trim();
    const sent = channel;
    rollback.mutate(
      { version: target.version, channel: sent, baseVersion: live[sent].version, ...(why ? { reason: why } : {}) },
      { onSuccess: (result) => onDone(result, sent) },
    );
  }

  return (
    <form className="st-rollback" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} ref={titleRef} tabIndex={-1} className="st-rollback__title">
        Roll back to {name}?
      </h3>
      <ChannelField
        ids={ids}
        legend="On which channel"
        value={channel}
        onChange={setChannel}
        live={{ staging: versionName(live.staging.version), production: versionName(live.production.version) }}
      />
      {already ? (
        <p className="st-rollback__draft-warning">
          {name.charAt(0).toUpperCase() + name.slice(1)} is already live on {channel}.
        </p>
      ) : (
        <>
          <p className="st-rollback__consequence">{rollbackConsequence(target.version, channel)}</p>
          <p className="st-muted">{rollbackKeeps(live[channel], channel)}</p>
        </>
      )}
      <div className="st-pub-field">
        <label htmlFor={`${ids}-reason`}>Why (optional, for the audit log)</label>
        <input
          id={`${ids}-reason`}
          className="st-input"
          value={reason}
          placeholder={`Rollback to ${name}`}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {failure ? (
        <p role="alert" className="st-publish__failure">
          {failure}
        </p>
      ) : null}
      <div className="st-pub-actions">
        <button type="button" className="st-button" onClick={onBack}>
          Back to history
        </button>
        <button type="submit" className="st-button st-button--danger" disabled={sending || already}>
          {sending ? 'Rolling back…' : `Roll back ${channel} to ${target.version === 0 ? 'the bundled copy' : `version ${target.version}`}`}
        </button>
      </div>
    </form>
  );
}
