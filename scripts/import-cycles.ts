/**
 * `npm run lint`'s import cycle check (after ESLint): no module imports a module with an import path back to itself.
 * It replaces ESLint's `import-x/no-cycle` (`ignoreExternal`), which parsed every imported module a second time and
 * resolved every import again for each linted file: about 77 % of lint's time (docs/testing.md, "Keeping the chain
 * short"). Same rule as import-x's, read from each file's statements with TypeScript's parser, once per file:
 * - a cycle is reported at each file ESLint lints (below: its extensions, without ESLint's ignores) that imports a module
 *   from which an import path leads back to it; the path may go through any module, linted or not (schemas/generated/);
 * - the edges: `import`, `import()` of a string literal, `export … from`, `export * from`; a module's `import type`
 *   (or one whose every name is `type`), `export type … from` and `export type * from` are no edges — except
 *   `export type … from` in the importing file itself, which import-x follows from there (as it follows `import x =
 *   require()`);
 * - bare specifiers (packages) are never followed; a relative one is the file it names (every import in this repository
 *   names its extension; without one, as TypeScript resolves: .ts, .tsx, .js, .mjs, .cjs, then index.*).
 * tests/unit/lint/import-cycles.test.ts holds it to import-x's rule on planted cycles.
 *   tsx scripts/import-cycles.ts   (exit 1 and one line per cycle when there is one)
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';

// Required, not imported: an import of the 9 MB CommonJS file has Node scan it for its export names first (0.4 s).
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What ESLint lints (its defaults and typescript-eslint's) and what it is told to skip (eslint.config.js's ignores). */
const lintedExtensions = new Set(['.js', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts']);
/** Modules import-x reads the imports of (`import-x/extensions` in eslint.config.js); others end a path. */
const moduleExtensions = new Set(['.ts', '.tsx', '.js']);
export const lintIgnores = [
  'dist',
  'dist-studio',
  'dist-server',
  'storybook-static',
  'schemas/generated',
  'test-results',
  'playwright-report',
  'reports',
  '.hatid-*',
  'node_modules',
  'public',
  '.storybook/public',
  '.git',
];
/** The node tree is recursive: a node's view draws its body, whose children and repeats draw node views again. */
export const recursiveFiles = [
  'renderer/react/node-view.tsx',
  'renderer/react/node-body.tsx',
  'renderer/react/repeat-view.tsx',
  'renderer/react/virtual-repeat.tsx',
  'renderer/react/widget-view.tsx',
];

export interface ImportCycle {
  /** The importing file, relative to the root, with the line of the import that starts the cycle. */
  file: string;
  line: number;
  specifier: string;
  /** The modules from the imported one back to `file`, relative to the root. */
  route: string[];
}

interface Edge {
  target: string;
  specifier: string;
  line: number;
  /** Followed only from the importing file itself (`export type … from`, `import x = require()`). */
  firstHopOnly: boolean;
}

const ignoreMatcher = (ignores: readonly string[]) => {
  const patterns = ignores.map((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`));
  return (relative: string) => patterns.some((re) => re.test(relative));
};

/** Every file ESLint lints under `dir`. */
function lintedFiles(dir: string, ignored: (relative: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      if (ignored(relative) || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && lintedExtensions.has(path.extname(entry.name))) out.push(full);
    }
  };
  walk(dir);
  return out;
}

const resolveExtensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];
const isFile = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() === true;

/** The file a relative specifier names, or undefined (a package, a `?raw` asset, a missing file). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  if (isFile(base)) return base;
  for (const ext of resolveExtensions) if (isFile(base + ext)) return base + ext;
  for (const ext of resolveExtensions) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}

const scriptKind = (file: string) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[mc]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS);

/** A file's import edges, as import-x records them (see the file's comment). */
function importEdges(file: string): Edge[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const edges: Edge[] = [];
  const add = (literal: TypeScript.Expression, firstHopOnly: boolean) => {
    if (!ts.isStringLiteral(literal)) return;
    const target = resolveSpecifier(file, literal.text);
    if (target === undefined) return;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    edges.push({ target, specifier: literal.text, line, firstHopOnly });
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) add(statement.moduleSpecifier, false);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause;
      const typesOnly =
        statement.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
      add(statement.moduleSpecifier, typesOnly);
    } else if (ts.isImportEqualsDeclaration(statement) && !statement.isTypeOnly && ts.isExternalModuleReference(statement.moduleReference)) {
      add(statement.moduleReference.expression, true);
    }
  }
  if (/\bimport\s*\(/.test(text)) {
    const visit = (node: TypeScript.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments.length === 1) {
        add(node.arguments[0]!, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** Every import cycle through a file ESLint lints under `dir` (the repository by default), one per starting import. */
export function findImportCycles(
  dir: string = root,
  { ignores = lintIgnores, exempt = recursiveFiles }: { ignores?: readonly string[]; exempt?: readonly string[] } = {},
): ImportCycle[] {
  const rel = (file: string) => path.relative(dir, file).split(path.sep).join('/');
  const edgesOf = new Map<string, Edge[]>();
  const edges = (file: string) => {
    let found = edgesOf.get(file);
    if (found === undefined) edgesOf.set(file, (found = importEdges(file)));
    return found;
  };
  /** The modules a path goes on through: import-x reads only these (others, such as .mjs or .json, end it). */
  const onward = (file: string) => (moduleExtensions.has(path.extname(file)) ? edges(file).filter((e) => !e.firstHopOnly) : []);
  const exempted = new Set(exempt);
  const cycles: ImportCycle[] = [];
  for (const file of lintedFiles(dir, ignoreMatcher(ignores))) {
    if (exempted.has(rel(file))) continue;
    // Modules already walked from an earlier import of this file without finding it (as import-x keeps them).
    const walked = new Set<string>();
    for (const start of edges(file)) {
      if (start.target === file || walked.has(start.target)) continue;
      // Breadth first from the imported module, remembering how each module was reached.
      const cameFrom = new Map<string, string | null>([[start.target, null]]);
      walked.add(start.target);
      const queue = [start.target];
      let back: string | undefined;
      for (let at = queue.shift(); at !== undefined && back === undefined; at = queue.shift()) {
        for (const edge of onward(at)) {
          if (edge.target === file) {
            back = at;
            break;
          }
          if (!walked.has(edge.target)) {
            walked.add(edge.target);
            cameFrom.set(edge.target, at);
            queue.push(edge.target);
          }
        }
      }
      if (back === undefined) continue;
      for (const left of queue) walked.delete(left);
      const route = [rel(file)];
      for (let at: string | null | undefined = back; at != null; at = cameFrom.get(at)) route.unshift(rel(at));
      cycles.push({ file: rel(file), line: start.line, specifier: start.specifier, route });
    }
  }
  return cycles;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles();
  for (const c of cycles) console.error(`${c.file}:${c.line}  import cycle via '${c.specifier}': ${c.route.join(' -> ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (scripts/import-cycles.ts)`);
    process.exit(1);
  }
}
