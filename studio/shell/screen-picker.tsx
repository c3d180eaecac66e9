/** The labelled choice of one screen, by title and id, from the screen list (Health, Experiments). */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { screenList } from '../server-state/studio-queries.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Props of ScreenPicker. */
export interface ScreenPickerProps {
  /** The chosen screen's id (null while none is chosen). */
  value: string | null;
  onChange(id: string): void;
}

/** A "Screen" select listing every screen as "Title (id)" (the id alone when it has no title). */
export function ScreenPicker({ value, onChange }: ScreenPickerProps) {
  const id = useId();
  const screens = useQuery(screenList(useStudioClient()));
  return (
    <label htmlFor={id}>
      Screen
      <select id={id} className="st-input" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {(screens.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.title ? `${s.title} (${s.id})` : s.id}
          </option>
        ))}
      </select>
    </label>
  );
}
