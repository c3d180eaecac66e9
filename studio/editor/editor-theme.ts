/** The JSON editor's look: a plain light theme with a readable 14 px monospace font, in the studio's colours. */
import { EditorView } from '@codemirror/view';

/** A wavy underline in a colour, as CodeMirror's lint draws it. */
function underline(color: string): string {
  const path = `<path d="m0 2.5 l2 -1.5 l1 0 l2 1.5 l1 0" stroke="${color}" fill="none" stroke-width="1"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="6" height="3">${path}</svg>`;
  return `url('data:image/svg+xml,${encodeURIComponent(svg)}')`;
}

/** The editor theme. */
export const editorTheme = EditorView.theme(
  {
    '&': { fontSize: '14px', height: '100%', backgroundColor: '#fff', color: '#1f2328' },
    '&.cm-focused': { outline: '2px solid #2563eb', outlineOffset: '-2px' },
    '.cm-scroller': { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace", lineHeight: '1.55' },
    '.cm-gutters': { backgroundColor: '#f6f8fa', color: '#6e7781', borderRight: '1px solid #d0d7de' },
    '.cm-activeLine': { backgroundColor: '#f3f6fb' },
    '.cm-activeLineGutter': { backgroundColor: '#e7edf6' },
    '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': { backgroundColor: '#cfe0fb !important' },
    '.cm-tooltip': { border: '1px solid #d0d7de', borderRadius: '6px', backgroundColor: '#fff', boxShadow: '0 4px 12px rgba(0,0,0,.12)' },
    '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: '#2563eb', color: '#fff' },
    '.cm-completionInfo': { maxWidth: '360px', padding: '6px 10px', fontFamily: 'system-ui, sans-serif', lineHeight: '1.4' },
    '.cm-completionDetail': { color: '#6e7781', fontStyle: 'normal', marginLeft: '1em' },
    '.cm-schema-hover': { maxWidth: '420px', padding: '6px 10px', fontFamily: 'system-ui, sans-serif', fontSize: '13px', lineHeight: '1.4' },
    '.cm-schema-hover-title': { fontFamily: 'ui-monospace, monospace', fontWeight: '600', marginBottom: '2px' },
    '.cm-diagnostic': { fontFamily: 'system-ui, sans-serif', fontSize: '13px' },
    '.cm-diagnostic-error': { borderLeftColor: '#cf222e' },
    '.cm-diagnostic-warning': { borderLeftColor: '#bf8700' },
    '.cm-lintRange-error': { backgroundImage: underline('#cf222e') },
    '.cm-lintRange-warning': { backgroundImage: underline('#bf8700') },
    '.cm-diagnosticSource': { fontFamily: 'ui-monospace, monospace', opacity: '0.8' },
  },
  { dark: false },
);
