/** The CodeMirror completion source and hover tooltip over json-completion.ts and json-hover.ts. */
import { snippet, startCompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { hoverTooltip, type EditorView } from '@codemirror/view';
import { completionEdit, completionsAt, type JsonOption } from './json-completion.ts';
import { hoverAt } from './json-hover.ts';

const optionTypes: Record<JsonOption['kind'], string> = { property: 'property', value: 'enum', object: 'class', path: 'variable' };

/** One option as a CodeMirror completion that applies its edit (a snippet) to the live text. */
function toCompletion(option: JsonOption): Completion {
  return {
    label: option.label,
    type: optionTypes[option.kind],
    ...(option.detail ? { detail: option.detail } : {}),
    ...(option.info ? { info: option.info } : {}),
    ...(option.boost ? { boost: option.boost } : {}),
    apply: (view: EditorView, completion: Completion, from: number, to: number) => {
      const edit = completionEdit(view.state.doc.toString(), from, to, option);
      snippet(edit.template)(view, completion, edit.from, edit.to);
      if (option.reopen && edit.template !== `"${option.label}"`) setTimeout(() => startCompletion(view), 0);
    },
  };
}

/** Completes screen JSON from the schemas. */
export function schemaCompletionSource(context: CompletionContext): CompletionResult | null {
  const result = completionsAt(context.state.doc.toString(), context.pos, context.explicit);
  if (!result) return null;
  return { from: result.from, to: result.to, options: result.options.map(toCompletion), filter: true };
}

/** Shows the plain-language description of the property (or widget, action) under the mouse. */
export const schemaHover = hoverTooltip((view, pos) => {
  const help = hoverAt(view.state.doc.toString(), pos);
  if (!help) return null;
  return {
    pos: help.from,
    end: help.to,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'cm-schema-hover';
      const title = document.createElement('div');
      title.className = 'cm-schema-hover-title';
      title.textContent = help.title;
      const body = document.createElement('div');
      body.className = 'cm-schema-hover-body';
      body.textContent = help.description;
      dom.append(title, body);
      return { dom };
    },
  };
});
