/** Review rules: per screen, a "Needs review" switch; money screens are always reviewed, so theirs is on and locked. */
import { Switch } from 'radix-ui';
import { useQuery } from '@tanstack/react-query';
import type { ScreenSummary } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { failedToLoad } from '../server-state/query-state.ts';
import { screenList } from '../server-state/studio-queries.ts';
import { failureWords } from './failure-words.ts';
import { useSetReviewRequired } from './staff-writes.ts';

/** Why a money screen's switch cannot be turned off. */
export const moneyReason = 'Moves money or changes an account: always reviewed';

function RuleRow({ screen }: { screen: ScreenSummary }) {
  const rule = useSetReviewRequired();
  const sending = rule.isPending;
  const failure = rule.error ? failureWords(rule.error, 'the rule did not change') : null;
  const switchId = `ad-rule-${screen.id}`;
  const noteId = `${switchId}-note`;

  const change = (reviewRequired: boolean) => {
    if (sending || screen.money) return;
    rule.mutate({ id: screen.id, reviewRequired });
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
  const screens = useQuery(screenList(useStudioClient()));
  const failure = failedToLoad(screens);
  if (failure) {
    return (
      <div role="alert" className="ad-failure">
        <p>The screens could not be loaded: {failureWords(failure, 'nothing was loaded')}</p>
        <button type="button" className="st-button st-button--small" onClick={() => void screens.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (screens.data === undefined)
    return (
      <p className="ad-note" role="status">
        Loading the screens…
      </p>
    );
  return (
    <ul className="ad-rules" aria-label="Review rules per screen">
      {screens.data.map((screen) => (
        <RuleRow key={screen.id} screen={screen} />
      ))}
    </ul>
  );
}
