/**
 * The before and after screens of a change side by side, each in its own phone preview drawing the same route,
 * scenario and query, with the changed widgets outlined, a legend, and the list of changes that shows each in the phones.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { queryOf, rowsOf } from '../preview/query-rows.ts';
import type { ScreenRoute } from '../studio-api.ts';
import { useQuery } from '@tanstack/react-query';
import { scenarioList } from '../server-state/studio-queries.ts';
import { ChangeList } from './change-list.tsx';
import { changedNodes, type NodeChange } from './changed-nodes.ts';
import type { ChangeOutline, OutlineMark } from './changed-outline.ts';
import { ReviewPhone, reviewPreviewSource } from './review-phone.tsx';
import { PhonesControls, type PhonesLanguage } from './phones-controls.tsx';
import './visual-review.css';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** One side of the comparison: its text and what it is, e.g. "version 3". */
export interface ReviewSide {
  text: string;
  caption: string;
}

/** Props of ReviewPhones. */
export interface ReviewPhonesProps {
  screenId: string;
  before: ReviewSide;
  after: ReviewSide;
  /** The routes that open the screen (empty while the screen list is loading or when none does). */
  routes: ScreenRoute[];
  /** Shown below the list of changes, beside the phones (the JSON diff in the publish dialog). */
  aside?: ReactNode;
}

const none: ReadonlySet<string> = new Set();

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The outlines of each phone: removed, changed and moved widgets before; added, changed and moved ones after. */
function marksOf(changes: readonly NodeChange[]): { before: OutlineMark[]; after: OutlineMark[] } {
  const before: OutlineMark[] = [];
  const after: OutlineMark[] = [];
  for (const change of changes) {
    if (change.type === 'screen') continue;
    if (change.before !== null) before.push({ pointer: change.before, kind: change.kind });
    if (change.after !== null) after.push({ pointer: change.after, kind: change.kind });
  }
  return { before, after };
}

/** The scenario offered while the server names none (or has not answered). */
const defaultScenarios = ['default'];

/** Two phones: the text the change started from, and the change. */
export function ReviewPhones({ screenId, before, after, routes, aside }: ReviewPhonesProps) {
  const client = useStudioClient();
  const [path, setPath] = useState('');
  const route = routes.find((r) => r.path === path) ?? routes[0];
  const [query, setQuery] = useState<string | null>(null);
  const named = useQuery(scenarioList(client)).data;
  const scenarios = named && named.length > 0 ? named : defaultScenarios;
  const [scenario, setScenario] = useState('default');
  const [language, setLanguage] = useState<PhonesLanguage>('en');
  const [drawn, setDrawn] = useState({ before: none, after: none });
  const outlines = useRef<{ before: ChangeOutline | null; after: ChangeOutline | null }>({ before: null, after: null });
  const changes = useMemo(() => changedNodes(parsed(before.text), parsed(after.text)), [before.text, after.text]);
  const marks = useMemo(() => marksOf(changes), [changes]);

  const onDrawnBefore = useCallback((pointers: ReadonlySet<string>) => setDrawn((d) => ({ ...d, before: pointers })), []);
  const onDrawnAfter = useCallback((pointers: ReadonlySet<string>) => setDrawn((d) => ({ ...d, after: pointers })), []);
  const show = useCallback((change: NodeChange) => {
    if (change.before !== null) outlines.current.before?.reveal(change.before);
    if (change.after !== null) outlines.current.after?.reveal(change.after);
  }, []);

  if (!route) return <p className="rv-note">No route opens this screen, so it cannot be shown in a phone.</p>;
  const queryText = query ?? (route.example ?? '').replace(/^\?/, '');
  const src = reviewPreviewSource(route, { ...queryOf(rowsOf(queryText)), ...(language === 'fil' ? { lang: 'fil' } : {}) });
  const phone = { screenId, src, scenario };
  return (
    <div className="rv-phones">
      <PhonesControls
        routes={routes}
        route={route.path}
        onRoute={(next) => {
          setPath(next);
          setQuery(null);
        }}
        scenarios={scenarios}
        scenario={scenario}
        onScenario={setScenario}
        query={queryText}
        onQuery={setQuery}
        language={language}
        onLanguage={setLanguage}
      />
      <div className="rv-visual">
        <div className="rv-phones__pair">
          <ReviewPhone
            {...phone}
            title="Before"
            caption={before.caption}
            text={before.text}
            marks={marks.before}
            onDrawn={onDrawnBefore}
            onOutline={(outline) => (outlines.current.before = outline)}
          />
          <ReviewPhone
            {...phone}
            title="After"
            caption={after.caption}
            text={after.text}
            marks={marks.after}
            onDrawn={onDrawnAfter}
            onOutline={(outline) => (outlines.current.after = outline)}
          />
        </div>
        <div className="rv-visual__side">
          <ChangeList changes={changes} drawn={drawn} onShow={show} />
          {aside}
        </div>
      </div>
    </div>
  );
}
