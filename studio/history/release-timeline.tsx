/** What went live on each channel and when, newest first: the releases as a timeline. */
import type { ReleaseInfo } from '../studio-api.ts';
import { releaseText } from './history-words.ts';
import { timeInWords } from './time-in-words.ts';

/** The timeline, or a note when nothing was ever released. */
export function ReleaseTimeline({ releases, made = false }: { releases: readonly ReleaseInfo[]; made?: boolean }) {
  if (releases.length === 0)
    return (
      <p className="st-muted">
        {made
          ? 'Nothing released yet: borrowers cannot open this new screen.'
          : 'Nothing released yet: both channels show the copy bundled with the app.'}
      </p>
    );
  return (
    <ol className="st-timeline" aria-label="Releases, newest first">
      {releases.map((release, index) => (
        <li key={`${release.channel}-${release.at}-${index}`} className={`st-timeline__item st-timeline__item--${release.channel}`}>
          <time className="st-timeline__when" dateTime={release.at}>
            {timeInWords(release.at)}
          </time>
          <span>{releaseText(release, made)}</span>
        </li>
      ))}
    </ol>
  );
}
