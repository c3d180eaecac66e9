/** Review rules: per screen, a "Needs review" switch; money screens are always reviewed, so theirs is on and locked. */
import { Switch } from 'radix-ui';
import { useEffect, useState } from 'react';
import { listScreens, setReviewRequired, type ScreenSummary } from '../studio-api.ts';
import { failureWords } from './failure-words.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Why a money screen's switch cannot be turned off. */
export const moneyReason = 'Moves money or changes an account: always reviewed';

function RuleRow({ screen, onChanged }: { screen: ScreenSummary; onChanged(screen: ScreenSummary): void }) {
  const client = useStudioClient();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const switchId = `ad-rule-${screen.id}`;
  const noteId = `${switchId}-note`;

  const change = async (reviewRequired: boolean) => {
    if (sending || screen.money) return;
    setSending(true);
    setFailure(null);
    try {
      onChanged(await setReviewRequired(client, screen.id, reviewRequired));
    } catch (err) {
      setFailure(failureWords(err, 'the rule did not change'));
    } finally {
      setSending(false);
    }
  };

  const note = screen.money ? moneyReason : screen.reviewRequired ? 'A second person approves every change.' : 'Editors publish changes themselves.';
  return (
    <li className="ad-rule" aria-label={screen.title || screen.id}>
      <div className="ad-rule__screen">
        <span className="ad-rule__title">{screen.title || screen.id}</span> <code className="st-muted">{screen.id}</code>
        <p id={noteId} className={screen.money ? 'ad-rule__note ad-rule__note--money' : 'ad-rule__note'}>
          {note}
        </p>
        {failure ? (
          <p role="alert" className="ad-field__error">
            {failure}
          </p>
        ) : null}
      </div>
      <div className="ad-rule__switch">
        <label htmlFor={switchId}>Needs review</label>
        <Switch.Root
          id={switchId}
          className="ad-switch"
          checked={screen.money || screen.reviewRequired}
          disabled={screen.money || sending}
          aria-describedby={noteId}
          onCheckedChange={change}
        >
          <Switch.Thumb className="ad-switch__thumb" />
        </Switch.Root>
      </div>
    </li>
  );
}

/** The review rules section. */
export function ReviewRules() {
  const client = useStudioClient();
  const [screens, setScreens] = useState<ScreenSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let live = true;
    setFailure(null);
    listScreens(client).then(
      (found) => live && setScreens(found),
      (err: unknown) => live && setFailure(failureWords(err, 'nothing was loaded')),
    );
    return () => {
      live = false;
    };
  }, [loads, client]);

  const changed = (next: ScreenSummary) => setScreens((old) => old?.map((s) => (s.id === next.id ? { ...s, ...next } : s)) ?? old);

  if (failure) {
    return (
      <div role="alert" className="ad-failure">
        <p>The screens could not be loaded: {failure}</p>
        <button type="button" className="st-button st-button--small" onClick={() => setLoads((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  if (screens === null)
    return (
      <p className="ad-note" role="status">
        Loading the screens…
      </p>
    );
  return (
    <ul className="ad-rules" aria-label="Review rules per screen">
      {screens.map((screen) => (
        <RuleRow key={screen.id} screen={screen} onChanged={changed} />
      ))}
    </ul>
  );
}
