/** The review's table of changed texts in English and Filipino, before and after, with a stale or missing Filipino flagged. */
import { useMemo } from 'react';
import type { Translations } from '../../renderer/core/i18n/translations.ts';
import { typeWords } from './change-list.tsx';
import { changedTexts, type TextChange } from './changed-texts.ts';

/** Props of TextChanges. */
export interface TextChangesProps {
  /** The screen's text before and after the change. */
  before: string;
  after: string;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** What the reviewer reads about the Filipino after the change. */
function filipinoNote(text: TextChange): { words: string; flag: boolean } | null {
  switch (text.filipino) {
    case 'stale':
      return {
        words: text.writtenFor
          ? `Stale: this Filipino was written for “${text.writtenFor}”, not for the English now. Check it before approving.`
          : 'Stale: this Filipino was written for another English. Check it before approving.',
        flag: true,
      };
    case 'missing':
      return { words: 'No Filipino: a borrower reading Filipino sees the English.', flag: true };
    case 'not-needed':
      return { words: 'The same in both languages (the spec’s words or the lender’s data).', flag: false };
    default:
      return null;
  }
}

/** One language of a text, before and after: the old one struck through when it changed. */
function Words({ was, now }: { was: string | undefined; now: string | undefined }) {
  if (was === now) return now ? <span className="rv-texts__now">{now}</span> : <span className="st-muted">—</span>;
  return (
    <>
      {was ? (
        <del className="rv-texts__was" aria-label={`before: ${was}`}>
          {was}
        </del>
      ) : null}
      {now ? (
        <ins className="rv-texts__now" aria-label={`after: ${now}`}>
          {now}
        </ins>
      ) : (
        <span className="st-muted">{was ? 'removed' : '—'}</span>
      )}
    </>
  );
}

const fil = (t: Translations | null) => (t?.fil ? t.fil : undefined);

/** Every changed text of a change request in both languages. */
export function TextChanges({ before, after }: TextChangesProps) {
  const texts = useMemo(() => changedTexts(parsed(before), parsed(after)), [before, after]);
  const flagged = texts.filter((t) => filipinoNote(t)?.flag).length;
  return (
    <section className="rv-section" aria-label="Texts in English and Filipino">
      <h3 className="rv-section__title">Texts in English and Filipino</h3>
      {texts.length === 0 ? (
        <p className="rv-note">No text the borrower reads changed.</p>
      ) : (
        <>
          <p className="rv-note">
            {texts.length === 1 ? '1 text changed' : `${texts.length} texts changed`}
            {flagged > 0 ? `; ${flagged === 1 ? '1 needs its' : `${flagged} need their`} Filipino checked.` : '.'}
          </p>
          <table className="rv-texts">
            <thead>
              <tr>
                <th scope="col">Text</th>
                <th scope="col">English</th>
                <th scope="col">Filipino</th>
              </tr>
            </thead>
            <tbody>
              {texts.map((text, i) => {
                const note = filipinoNote(text);
                const { change } = text;
                const widget = change.type === 'screen' ? 'Screen' : `${typeWords(change.type)}${change.label ? ` “${change.label}”` : ''}`;
                return (
                  <tr key={i} className={note?.flag ? 'rv-texts__row is-flagged' : 'rv-texts__row'}>
                    <th scope="row">
                      {widget} <span className="st-muted">› {text.field}</span>
                    </th>
                    <td lang="en">
                      <Words was={text.before?.en} now={text.after?.en} />
                    </td>
                    <td>
                      <span lang="fil">
                        <Words was={fil(text.before)} now={fil(text.after)} />
                      </span>
                      {note ? (
                        <p className={note.flag ? 'rv-texts__flag' : 'rv-texts__same st-muted'} role={note.flag ? 'note' : undefined}>
                          {note.words}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
