/**
 * `npm run validate [files…]`: checks screen documents (every .json under screens/ but routes.json, or
 * the files given) with the full ajv over schemas/, plus unknown widget types, endpoint names,
 * expression syntax and that each screen's id matches its file name (checks/validate-screen-text.ts). Prints
 * `file:line:column  /json/pointer  message` per problem and exits 1 when there is any error. Warnings (a screen in an
 * older schemaVersion, which the app migrates on load) print as `… /json/pointer  warning: message` and do not fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateScreenText } from '../checks/validate-screen-text.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every screen document under screens/ (routes.json is the route table, not a screen). */
function screenFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...screenFiles(full));
    else if (entry.name.endsWith('.json') && full !== path.join(root, 'screens', 'routes.json')) out.push(full);
  }
  return out.sort();
}

/**
 * Checks the files named by `args` (every screen when none), printing each problem and the summary line through `print`;
 * returns the exit code (1 when there is any error).
 */
export function validateFiles(args: readonly string[], print: (line: string) => void = console.log): number {
  const files = args.length
    ? args.map((a) => ({ shown: a, full: path.resolve(a) }))
    : screenFiles(path.join(root, 'screens')).map((f) => ({ shown: path.relative(process.cwd(), f), full: f }));
  let count = 0;
  let warned = 0;
  for (const { shown, full } of files) {
    let text: string;
    try {
      text = fs.readFileSync(full, 'utf8');
    } catch {
      print(`${shown}:1:1  cannot read the file`);
      count++;
      continue;
    }
    for (const problem of validateScreenText(text, path.basename(full, '.json'))) {
      const pointer = problem.syntax ? '' : `${problem.pointer || '/'}  `;
      const warning = problem.severity === 'warning';
      print(`${shown}:${problem.line}:${problem.column}  ${pointer}${warning ? 'warning: ' : ''}${problem.message}`);
      if (warning) warned++;
      else count++;
    }
  }
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const warnings = warned > 0 ? `, ${plural(warned, 'warning')}` : '';
  print(`${plural(files.length, 'file')} checked, ${plural(count, 'error')}${warnings}`);
  return count > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = validateFiles(process.argv.slice(2));
  } catch (err: unknown) {
    console.error(err);
    process.exitCode = 1;
  }
}
