/** The editor's lint markers: the server's problems (errors red, warnings amber) or, first, a local JSON syntax error. */
import type { Diagnostic } from '@codemirror/lint';
import type { Problem } from '../studio-api.ts';
import { syntaxProblem } from './json-syntax.ts';

/** A problem as a lint diagnostic: its range clamped to the text, its message verbatim, its pointer as the source. */
export function problemDiagnostic(problem: Problem, length: number): Diagnostic {
  const from = Math.max(0, Math.min(problem.from, length));
  const to = Math.max(from, Math.min(problem.to, length));
  return { from, to, severity: problem.severity, message: problem.message, source: problem.pointer === '' ? '/' : problem.pointer };
}

/** The problems of the server as diagnostics for a text of this length. */
export function problemDiagnostics(problems: readonly Problem[], length: number): Diagnostic[] {
  return problems.map((p) => problemDiagnostic(p, length));
}

/**
 * What the editor marks for a text: its JSON syntax error when it has one (found at once, without the server; the
 * server's problems are then about an older text), else the server's problems.
 */
export function editorDiagnostics(text: string, problems: readonly Diagnostic[]): Diagnostic[] {
  const syntax = syntaxProblem(text);
  if (syntax) return [{ from: syntax.from, to: syntax.to, severity: 'error', message: syntax.message, source: 'JSON' }];
  return problems.map((d) => ({ ...d, from: Math.min(d.from, text.length), to: Math.min(d.to, text.length) }));
}
