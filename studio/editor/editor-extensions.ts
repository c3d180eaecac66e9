/** The CodeMirror extensions of the screen JSON editor. */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { editorTheme } from './editor-theme.ts';
import { problemsLint } from './problems-lint.ts';
import { revealHighlight } from './reveal-highlight.ts';
import { schemaCompletionSource, schemaHover } from './schema-completion.ts';

/** Everything the editor needs besides its listeners: JSON, history, search, schema completion and hover, lint, wrapped lines. */
export function editorExtensions(label: string): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    EditorState.tabSize.of(2),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    autocompletion({ override: [schemaCompletionSource], icons: false }),
    highlightActiveLine(),
    highlightSelectionMatches(),
    search({ top: true }),
    json(),
    lintGutter(),
    problemsLint(),
    schemaHover,
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap]),
    EditorView.lineWrapping,
    revealHighlight,
    EditorView.contentAttributes.of({ 'aria-label': label }),
    editorTheme,
  ];
}
