/** A property form over a text, editing it through the studio's own edit path (propertyEdits), for the map form tests. */
import { applyEdits } from 'jsonc-parser';
import { useState } from 'react';
import { PropertyForm } from '../../../../studio/form/property-form.tsx';
import { parseText, propertyEdits } from '../../../../studio/form/property-edits.ts';
import type { Problem } from '../../../../studio/studio-api.ts';

/** What a test reads back: the current text, and the pointer last selected through the form. */
export interface HarnessLog {
  text: string;
  selected?: string;
  /** The text the "Replace the text" button puts in, as if typed in the JSON editor. */
  next?: string;
}

/** The form of the node at `pointer` over `start`; `log.text` follows every edit; `text` replaces the text from outside. */
export function FormHarness({ start, pointer, log, problems = [] }: { start: string; pointer: string; log: HarnessLog; problems?: Problem[] }) {
  const [text, setText] = useState(start);
  log.text = text;
  return (
    <>
      <PropertyForm
        doc={parseText(text)}
        pointer={pointer}
        problems={problems}
        onSet={(at, prop, value) =>
          setText((current) => {
            const next = applyEdits(current, propertyEdits(current, at, prop, value));
            log.text = next;
            return next;
          })
        }
        onReveal={() => undefined}
        onSelect={(at) => {
          log.selected = at;
        }}
      />
      <button type="button" onClick={() => setText((current) => (log.next === undefined ? current : log.next))}>
        Replace the text
      </button>
    </>
  );
}
