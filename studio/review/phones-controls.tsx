/** What both review phones draw: the route, the sandbox scenario, the language and the query, one picker for the two. */
import { useId, useState, type KeyboardEvent } from 'react';
import type { ScreenRoute } from '../studio-api.ts';

/** The language both phones draw the screen in (the borrower app's lang query value). */
export type PhonesLanguage = 'en' | 'fil';

/** Props of PhonesControls. */
export interface PhonesControlsProps {
  routes: readonly ScreenRoute[];
  route: string;
  onRoute(path: string): void;
  scenarios: readonly string[];
  scenario: string;
  onScenario(name: string): void;
  /** The query both phones open with, e.g. "orderId=5000200". */
  query: string;
  onQuery(query: string): void;
  language: PhonesLanguage;
  onLanguage(language: PhonesLanguage): void;
}

/** The route, scenario and query fields above the phones. */
export function PhonesControls(props: PhonesControlsProps) {
  const { routes, route, onRoute, scenarios, scenario, onScenario, query, onQuery, language, onLanguage } = props;
  const ids = useId();
  const [typed, setTyped] = useState<{ for: string; text: string } | null>(null);
  const text = typed?.for === query ? typed.text : query;
  const apply = () => onQuery(text.trim().replace(/^\?/, ''));
  // Inside the publish dialog's form, Enter would send it: here it only applies the query.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <div className="rv-controls" role="group" aria-label="What both phones show">
      <label className="rv-controls__field" htmlFor={`${ids}-route`}>
        Route
      </label>
      <select id={`${ids}-route`} className="st-select rv-select" value={route} onChange={(event) => onRoute(event.target.value)}>
        {routes.map((r) => (
          <option key={r.path} value={r.path}>
            {r.path}
          </option>
        ))}
      </select>
      <label className="rv-controls__field" htmlFor={`${ids}-scenario`}>
        Scenario
      </label>
      <select id={`${ids}-scenario`} className="st-select rv-select" value={scenario} onChange={(event) => onScenario(event.target.value)}>
        {scenarios.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <label className="rv-controls__field" htmlFor={`${ids}-language`}>
        Language
      </label>
      <select
        id={`${ids}-language`}
        className="st-select rv-select"
        value={language}
        onChange={(event) => onLanguage(event.target.value === 'fil' ? 'fil' : 'en')}
      >
        <option value="en">English</option>
        <option value="fil">Filipino</option>
      </select>
      <label className="rv-controls__field" htmlFor={`${ids}-query`}>
        Query
      </label>
      <input
        id={`${ids}-query`}
        className="st-input rv-controls__query"
        value={text}
        placeholder="name=value&name=value"
        spellCheck={false}
        onChange={(event) => setTyped({ for: query, text: event.target.value })}
        onKeyDown={onKey}
      />
      <button type="button" className="st-button st-button--small" onClick={apply} disabled={text.trim().replace(/^\?/, '') === query}>
        Show
      </button>
    </div>
  );
}
