/**
 * The audit log's filter: person, action, screen and a range of days (in the browser's time zone), applied with Show;
 * Clear shows everything again; Export CSV downloads what the filter shows (every page of it).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { auditCsvHref, type AuditQuery, type ScreenSummary } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { auditChoices } from '../server-state/studio-queries.ts';
import { actionWords } from './audit-words.ts';

/** The fields as typed: days as YYYY-MM-DD (the "to" day included). */
export interface AuditFilterFields {
  screenId: string;
  actor: string;
  action: string;
  fromDay: string;
  toDay: string;
}

/** No filter. */
export const noAuditFilter: AuditFilterFields = { screenId: '', actor: '', action: '', fromDay: '', toDay: '' };

/** The query the fields ask: a day starts at local midnight, the "to" day runs until the next midnight. */
export function auditQueryOf(fields: AuditFilterFields): AuditQuery {
  const midnight = (day: string, plusDays = 0) => {
    const date = new Date(`${day}T00:00:00`);
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    ...(fields.screenId.trim() ? { screenId: fields.screenId.trim() } : {}),
    ...(fields.actor ? { actor: fields.actor } : {}),
    ...(fields.action ? { action: fields.action } : {}),
    ...(fields.fromDay ? { from: midnight(fields.fromDay) } : {}),
    ...(fields.toDay ? { to: midnight(fields.toDay, 1) } : {}),
  };
}

/** Props of AuditFilter. */
export interface AuditFilterProps {
  applied: AuditFilterFields;
  screens: readonly ScreenSummary[];
  onApply(fields: AuditFilterFields): void;
}

/** The filter form and the export link. */
export function AuditFilter({ applied, screens, onApply }: AuditFilterProps) {
  const ids = useId();
  const [fields, setFields] = useState<AuditFilterFields>(applied);
  const choices = useQuery(auditChoices(useStudioClient())).data;
  const set = (key: keyof AuditFilterFields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(fields);
  };
  const filtered = Object.values(applied).some((v) => v !== '');
  const clear = () => {
    setFields(noAuditFilter);
    onApply(noAuditFilter);
  };
  // The people and actions the log names; the one chosen stays offered while the choices load.
  const people = [...new Set([...(choices?.people ?? []), ...(fields.actor ? [fields.actor] : [])])];
  const actions = [...new Set([...(choices?.actions ?? []), ...(fields.action ? [fields.action] : [])])];

  return (
    <form className="au-filter" onSubmit={apply} role="search" aria-label="Filter the audit log">
      <label className="au-filter__field">
        <span>Person</span>
        <select className="st-select" value={fields.actor} onChange={set('actor')}>
          <option value="">Everyone</option>
          {people.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="au-filter__field">
        <span>Action</span>
        <select className="st-select" value={fields.action} onChange={set('action')}>
          <option value="">Every action</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {actionWords(a)}
            </option>
          ))}
        </select>
      </label>
      <label className="au-filter__field">
        <span>Screen id</span>
        <input
          className="st-input au-filter__input"
          list={`${ids}-screens`}
          value={fields.screenId}
          placeholder="All screens"
          onChange={set('screenId')}
        />
      </label>
      <datalist id={`${ids}-screens`}>
        {screens.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </datalist>
      <label className="au-filter__field">
        <span>From</span>
        <input type="date" className="st-input" value={fields.fromDay} max={fields.toDay || undefined} onChange={set('fromDay')} />
      </label>
      <label className="au-filter__field">
        <span>To</span>
        <input type="date" className="st-input" value={fields.toDay} min={fields.fromDay || undefined} onChange={set('toDay')} />
      </label>
      <div className="au-filter__actions">
        <button type="submit" className="st-button st-button--small st-button--primary">
          Show
        </button>
        {filtered ? (
          <button type="button" className="st-button st-button--small" onClick={clear}>
            Clear filter
          </button>
        ) : null}
        <a className="st-button st-button--small" href={auditCsvHref(auditQueryOf(applied))} download>
          Export CSV
        </a>
      </div>
    </form>
  );
}
