import { describe, expect, it } from 'vitest';
import { editorDiagnostics, problemDiagnostics } from '../../../studio/editor/problem-diagnostics.ts';
import { syntaxProblem } from '../../../studio/editor/json-syntax.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const problem = (p: Partial<Problem>): Problem => ({ severity: 'error', pointer: '/body/0', message: 'm', line: 1, column: 1, from: 0, to: 1, ...p });

describe('problems → diagnostics', () => {
  it('keeps range, severity and message verbatim, with the pointer as the source', () => {
    const diags = problemDiagnostics(
      [
        problem({ from: 10, to: 20, message: '`text` is required', pointer: '/body/0' }),
        problem({ severity: 'warning', from: 3, to: 5, message: '`qr-code` is not in app 0.1.0', pointer: '/body/1/type' }),
      ],
      100,
    );
    expect(diags).toEqual([
      { from: 10, to: 20, severity: 'error', message: '`text` is required', source: '/body/0' },
      { from: 3, to: 5, severity: 'warning', message: '`qr-code` is not in app 0.1.0', source: '/body/1/type' },
    ]);
  });

  it('clamps ranges to the text and names the whole document "/"', () => {
    expect(problemDiagnostics([problem({ from: 50, to: 80, pointer: '' })], 40)).toEqual([
      { from: 40, to: 40, severity: 'error', message: 'm', source: '/' },
    ]);
  });

  it('a syntax error wins over the server problems; valid JSON shows them', () => {
    const server = problemDiagnostics([problem({ from: 1, to: 2 })], 10);
    expect(editorDiagnostics('{"a": 1}', server)).toEqual(server);
    const broken = editorDiagnostics('{"a": 1 "b": 2}', server);
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({
      severity: 'error',
      from: 8,
      message: 'Not valid JSON at line 1, column 9: a comma is missing between two entries.',
    });
  });
});

describe('syntax errors in plain words', () => {
  it('names line, column and what is wrong', () => {
    expect(syntaxProblem('{\n  "a": 1,\n}')?.message).toBe(
      'Not valid JSON at line 3, column 1: a property name in double quotes is expected here (or there is one comma too many before a closing brace).',
    );
    expect(syntaxProblem('{"a": "x}')?.message).toMatch(/closing double quote is missing/);
    expect(syntaxProblem('{"a" 1}')?.message).toMatch(/colon \(:\) is missing/);
    expect(syntaxProblem('{"a": [1, 2}')?.message).toMatch(/closing bracket \] is missing before this \}/);
    expect(syntaxProblem('{"a": hello}')?.message).toMatch(/not JSON: texts need double quotes/);
    expect(syntaxProblem('')?.message).toMatch(/empty/);
    expect(syntaxProblem('{"a": 1}')).toBeUndefined();
  });
});
