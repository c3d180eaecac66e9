/** The before and after screens of a change request side by side, each in its own phone preview. */
import { useId, useState } from 'react';
import type { ScreenRoute } from '../studio-api.ts';
import { ReviewPhone } from './review-phone.tsx';
import { versionWords } from './review-words.ts';

/** Props of ReviewPhones. */
export interface ReviewPhonesProps {
  screenId: string;
  baseVersion: number;
  baseText: string;
  text: string;
  /** The routes that open the screen (empty while the screen list is loading or when none does). */
  routes: ScreenRoute[];
}

/** Two phones: the version the change started from, and the change. */
export function ReviewPhones({ screenId, baseVersion, baseText, text, routes }: ReviewPhonesProps) {
  const pickId = useId();
  const [path, setPath] = useState('');
  const route = routes.find((r) => r.path === path) ?? routes[0];
  if (!route) return <p className="rv-note">No route opens this screen, so it cannot be shown in a phone.</p>;
  return (
    <div className="rv-phones">
      {routes.length > 1 ? (
        <p className="rv-phones__route">
          <label htmlFor={pickId}>Route</label>{' '}
          <select id={pickId} className="st-select rv-select" value={route.path} onChange={(event) => setPath(event.target.value)}>
            {routes.map((r) => (
              <option key={r.path} value={r.path}>
                {r.path}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div className="rv-phones__pair">
        <ReviewPhone
          key={`before ${route.path}`}
          title="Before"
          caption={versionWords(baseVersion)}
          screenId={screenId}
          text={baseText}
          route={route}
        />
        <ReviewPhone key={`after ${route.path}`} title="After" caption="with this change" screenId={screenId} text={text} route={route} />
      </div>
    </div>
  );
}
