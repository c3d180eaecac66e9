/** "Promote version 5 to production?": what borrowers get, and one press that sends it (production's live version as the base). */
import { useEffect, useRef } from 'react';
import type { ChannelState, VersionInfo } from '../studio-api.ts';
import { actionFailureText, versionTitle } from './history-words.ts';
import { usePromote } from './release-writes.ts';

/** Props of PromoteConfirm. */
export interface PromoteConfirmProps {
  screenId: string;
  target: VersionInfo;
  production: ChannelState;
  onDone(state: ChannelState): void;
  onBack(): void;
}

/** The confirmation with "Promote to production" (disabled while sending) and the server's refusal, if any. */
export function PromoteConfirm({ screenId, target, production, onDone, onBack }: PromoteConfirmProps) {
  const promotion = usePromote(screenId);
  const sending = promotion.isPending;
  const failure = promotion.error ? actionFailureText(promotion.error, 'promoted') : null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  function promote() {
    if (sending) return;
    promotion.mutate({ version: target.version, baseVersion: production.version }, { onSuccess: onDone });
  }

  return (
    <section className="st-rollback" aria-label="Promote to production">
      <h3 ref={titleRef} tabIndex={-1} className="st-rollback__title">
        Promote version {target.version} to production?
      </h3>
      <p className="st-rollback__consequence">Every borrower gets version {target.version}'s screen, as staging shows it now.</p>
      <p className="st-muted">
        Production shows {production.version === 0 ? 'the copy bundled with the app' : `version ${production.version}`} now; it stays in the history
        and you can roll back to it.
      </p>
      {target.reason ? (
        <p className="st-muted">
          {versionTitle(target.version)}: “{target.reason}” by {target.author}.
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="st-publish__failure">
          {failure}
        </p>
      ) : null}
      <div className="st-pub-actions">
        <button type="button" className="st-button" onClick={onBack}>
          Back to history
        </button>
        <button type="button" className="st-button st-button--primary" disabled={sending} onClick={() => void promote()}>
          {sending ? 'Promoting…' : 'Promote to production'}
        </button>
      </div>
    </section>
  );
}
