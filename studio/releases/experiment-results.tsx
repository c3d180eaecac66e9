/**
 * An experiment's results per variant: views, views that reached the goal, the goal rate with its 95 % interval drawn
 * as a bar (all variants on one scale), the difference from the control and how many more views each still needs
 * before a difference of the experiment's smallest effect could be seen.
 */
import type { VariantResult } from './release-api.ts';
import { comparisonWords, percent, stillNeededWords } from './release-words.ts';

/** The table. */
export function ExperimentResults({ results, minimumEffect }: { results: VariantResult[]; minimumEffect: number }) {
  // One scale for every bar: up to the highest upper bound, at least 10 %.
  const top = Math.max(0.1, ...results.map((r) => r.high));
  const at = (x: number) => `${Math.min(100, (x / top) * 100)}%`;
  return (
    <table className="st-results" aria-label="Results per variant">
      <caption className="st-muted" style={{ captionSide: 'bottom', textAlign: 'start' }}>
        Goal rate: views that reached the goal. Intervals are 95 %; “still needed” is per variant, to see a difference of{' '}
        {(minimumEffect * 100).toLocaleString('en-PH')} points with 80 % power.
      </caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">Views</th>
          <th scope="col">Reached the goal</th>
          <th scope="col">Goal rate (95 % interval)</th>
          <th scope="col">Against A</th>
          <th scope="col">Still needed</th>
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={r.key}>
            <th scope="row">
              {r.key} <span className="st-muted">(version {r.version})</span>
            </th>
            <td className="st-results__num">{r.views.toLocaleString('en-PH')}</td>
            <td className="st-results__num">{r.goals.toLocaleString('en-PH')}</td>
            <td className="st-results__num">
              {percent(r.rate)}{' '}
              <span className="st-muted">
                ({percent(r.low)}–{percent(r.high)})
              </span>
              <span className="st-interval" aria-hidden="true">
                <span className="st-interval__range" style={{ left: at(r.low), width: `calc(${at(r.high)} - ${at(r.low)})` }} />
                <span className="st-interval__point" style={{ left: at(r.rate) }} />
              </span>
            </td>
            <td>{comparisonWords(r)}</td>
            <td>{stillNeededWords(r.stillNeeded)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
