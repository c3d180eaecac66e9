/** The list of screens with a search box (by title, text in either language, widget or endpoint): title, id, routes, what is live on each channel, and marks for drafts, money screens and open reviews. */
import { useId, useState } from 'react';
import type { ScreenSummary } from '../studio-api.ts';
import { searchScreens, shownTitle } from './screen-search.ts';

/** Props of ScreenList. */
export interface ScreenListProps {
  /** Null while loading. */
  screens: ScreenSummary[] | null;
  failure: string | null;
  openId: string | null;
  /** Ids of screens with a draft of the signed-in person (on the server or in this browser). */
  drafts: ReadonlySet<string>;
  onOpen(id: string): void;
  /** When the list is a drawer: hides it (on Escape). */
  onClose?(): void;
  /** Editors: opens "New screen" (a template's screen). */
  onNew?(): void;
}

/** A search box and the matching screens; each one opens on click. */
export function ScreenList({ screens, failure, openId, drafts, onOpen, onClose, onNew }: ScreenListProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = searchScreens(screens ?? [], query);
  return (
    <nav id="st-screen-list" className="st-screens" aria-label="Screens" onKeyDown={(e) => e.key === 'Escape' && onClose?.()}>
      <label className="st-visually-hidden" htmlFor={searchId}>
        Search screens
      </label>
      <input
        id={searchId}
        className="st-input st-screens__search"
        type="search"
        placeholder="Search: title, words shown, widget, endpoint"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {onNew ? (
        <button type="button" className="st-button st-screens__new" onClick={onNew}>
          New screen…
        </button>
      ) : null}
      {failure ? <p className="st-problem st-problem--error">{failure}</p> : null}
      {screens === null && !failure ? <p className="st-muted st-screens__note">Loading screens…</p> : null}
      {screens !== null && shown.length === 0 ? <p className="st-muted st-screens__note">No screen matches “{query}”.</p> : null}
      <ul className="st-screens__list">
        {shown.map(({ screen: s, why }) => (
          <ScreenRow key={s.id} screen={s} why={why} open={s.id === openId} draft={drafts.has(s.id)} onOpen={onOpen} />
        ))}
      </ul>
    </nav>
  );
}

/** Props of ScreenRow. */
interface ScreenRowProps {
  screen: ScreenSummary;
  /** Why the search kept it, when not by its name. */
  why: readonly string[];
  open: boolean;
  draft: boolean;
  onOpen(id: string): void;
}

/** What is live, short: "v5 live", "bundled", or "production v4 · staging v5". */
export function liveShort(s: ScreenSummary): string {
  // A screen made in the studio has no bundled copy: its version 0 is its start, live nowhere.
  const none = s.made ? 'not live' : 'bundled';
  const word = (v: number) => (v === 0 ? none : `v${v}`);
  const { staging, production } = s.live;
  if (staging.version === production.version)
    return production.version === 0 ? (s.made ? 'new, not live yet' : 'bundled') : `v${production.version} live`;
  return `production ${word(production.version)} · staging ${word(staging.version)}`;
}

/** One screen: named by its title; its id, live versions, marks and routes are the button's description. */
function ScreenRow({ screen: s, why, open, draft, onOpen }: ScreenRowProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const draftId = `${ids}-draft`;
  const metaId = `${ids}-meta`;
  const routesId = `${ids}-routes`;
  const marksId = `${ids}-marks`;
  const whyId = `${ids}-why`;
  const marks = [s.money ? 'money' : '', s.openChangeRequests > 0 ? `${s.openChangeRequests} in review` : ''].filter(Boolean);
  const described = [
    draft ? draftId : null,
    marks.length > 0 ? marksId : null,
    metaId,
    s.routes.length > 0 ? routesId : null,
    why.length > 0 ? whyId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <button
        type="button"
        className={`st-screens__item${open ? ' is-open' : ''}`}
        aria-current={open ? 'page' : undefined}
        aria-labelledby={titleId}
        aria-describedby={described}
        onClick={() => onOpen(s.id)}
      >
        <span className="st-screens__title">
          <span id={titleId}>{shownTitle(s)}</span>
          {draft ? (
            <span id={draftId} className="st-badge st-badge--warning">
              draft
            </span>
          ) : null}
          {marks.length > 0 ? (
            <span id={marksId} className="st-screens__marks">
              {s.money ? <span className="st-badge st-badge--money">money</span> : null}
              {s.openChangeRequests > 0 ? <span className="st-badge">{s.openChangeRequests} in review</span> : null}
            </span>
          ) : null}
        </span>
        <span id={metaId} className="st-screens__meta">
          <code>{s.id}</code> · {liveShort(s)}
        </span>
        {s.routes.length > 0 ? (
          <span id={routesId} className="st-screens__routes">
            {s.routes.map((r) => r.path).join('  ')}
          </span>
        ) : null}
        {why.length > 0 ? (
          <span id={whyId} className="st-screens__why">
            {why.join(' · ')}
          </span>
        ) : null}
      </button>
    </li>
  );
}
