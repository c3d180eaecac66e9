/** JSON syntax errors of a text, found locally (no server), in plain words with line and column. */
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** One JSON syntax error: where it is and what is wrong, in plain words. */
export interface SyntaxProblem {
  from: number;
  to: number;
  line: number;
  column: number;
  message: string;
}

/** What each parse error means, for someone who does not write JSON every day. */
const explanations: Record<string, string> = {
  InvalidSymbol: 'something here is not JSON: texts need double quotes, and only true, false, null and numbers go without them',
  InvalidNumberFormat: 'this number is not written correctly',
  PropertyNameExpected: 'a property name in double quotes is expected here (or there is one comma too many before a closing brace)',
  ValueExpected: 'a value is expected here (or there is one comma too many before a closing bracket or brace)',
  ColonExpected: 'a colon (:) is missing after the property name',
  CommaExpected: 'a comma is missing between two entries',
  CloseBraceExpected: 'a closing brace } is missing',
  CloseBracketExpected: 'a closing bracket ] is missing',
  EndOfFileExpected: 'there is more text after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a text is not closed: its closing double quote is missing',
  UnexpectedEndOfNumber: 'this number is not finished',
  InvalidUnicode: 'after \\u come exactly four hexadecimal digits',
  InvalidEscapeCharacter: 'a backslash starts an escape such as \\n or \\"; write \\\\ for a backslash itself',
  InvalidCharacter: 'a line break or tab cannot sit inside a text; write \\n or \\t instead',
};

/** The words for one error; a misplaced closing brace or bracket is told as the other one missing. */
function explain(text: string, error: ParseError): string {
  const code = printParseErrorCode(error.error);
  const at = text.charAt(error.offset);
  if (code === 'CommaExpected' && at === '}') return 'a closing bracket ] is missing before this }';
  if (code === 'CommaExpected' && at === ']') return 'a closing brace } is missing before this ]';
  return explanations[code] ?? 'the text is not valid JSON here';
}

/** 1-based line and column of an offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The first JSON syntax error of a text (later ones usually follow from it), or undefined when the text is JSON. */
export function syntaxProblem(text: string): SyntaxProblem | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first && tree) return undefined;
  const from = first ? Math.min(first.offset, text.length) : 0;
  const to = first ? Math.min(first.offset + first.length, text.length) : 0;
  const { line, column } = lineColumn(text, from);
  const words = first && text.trim() !== '' ? explain(text, first) : 'the document is empty';
  return { from, to, line, column, message: `Not valid JSON at line ${line}, column ${column}: ${words}.` };
}
