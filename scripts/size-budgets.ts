/**
 * The judging half of `npm run size` (scripts/size.ts measures, this decides): given every shipped file's kind and
 * gzip size and the text of the built JS, lists each broken budget and each piece of forbidden code. Pure (no file
 * system, no build), so tests/unit/size-budgets.test.ts shows the budgets failing without building anything.
 */

export const KB = 1024;

/**
 * entry: JS index.html loads up front; lazy: every other JS chunk; css: the stylesheets index.html links (loaded up
 * front); lazy-css: every other stylesheet (the CSS of a lazy widget, arriving with its chunk); screen: a screen
 * document as shipped (its bundled chunk, assets/<screen>-<hash>.js, and its copy dist/screens/<screen>.json); hints: the
 * route hints script (assets/route-hints-<hash>.js, async: it runs beside the entry, never before it).
 */
export type SizeKind = 'entry' | 'lazy' | 'css' | 'lazy-css' | 'screen' | 'hints';

export interface MeasuredFile {
  file: string;
  kind: SizeKind;
  gzipBytes: number;
}

/**
 * Gzip budgets in bytes: entry is the total of the JS index.html loads; css is the total of the stylesheets it links
 * and also applies to each lazy stylesheet; lazy and screen apply to each file.
 */
export const budgets = { entry: 104 * KB, lazy: 15 * KB, css: 15 * KB, screen: 8 * KB } as const;

export type Budgets = { [K in keyof typeof budgets]: number };

/** The route hints script (scripts/route-hints-plugin.ts): a table of file names, mostly their hashes. */
export const hintsBudget = 4 * KB;

/**
 * Lazy chunks with a budget of their own, each with why. axios (the design card's HTTP library, the two clients of spec
 * section 7) is 21 KB gzip whole and cannot be split; it is never in the entry, and a chunk of its own
 * (adapters/http/axios-clients.ts with axios: 20.9 KB): a page the server drew takes its first answers without it and
 * asks for it once another request needs it (adapters/http/clients.ts); the lender API and the answer checks are another chunk
 * (vite.config.ts's lender-clients group, 8.1 KB, within the common budget).
 */
export const lazyExceptions: readonly { pattern: RegExp; budget: number; reason: string }[] = [
  { pattern: /(?:^|\/)axios-clients-[\w-]+\.js$/, budget: 23 * KB, reason: 'axios and the two lender clients made with it' },
];

/** Strings whose presence in built JS means forbidden code shipped; each with the reason shown on failure. */
export const forbidden: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\bnew Function\s*\(/, reason: 'runtime code generation (ajv compiler or similar)' },
  { pattern: /no schema with key or ref|ajv\/dist\/compile/, reason: 'the ajv compiler (use precompiled validators)' },
  { pattern: /x-sandbox-scenario/, reason: 'the sandbox lender' },
  { pattern: /__STORYBOOK|@storybook\//, reason: 'Storybook' },
  { pattern: /mockServiceWorker|\bsetupWorker\b/, reason: 'MSW' },
  // The studio's client of the dev server's API (studio/studio-api.ts) and its preview iframe's name.
  { pattern: /\/studio-api\b|hatid-studio-preview/, reason: 'the studio (studio/)' },
  // Class names of CodeMirror's base theme, which survive minification.
  { pattern: /\bcm-(?:editor|content|scroller|gutters)\b|@codemirror\//, reason: 'CodeMirror (the studio editor)' },
  // Option names jsdiff's diffLines reads (property names survive minification).
  { pattern: /\b(?:newlineIsToken|oneChangePerToken)\b/, reason: 'the `diff` package (the studio publish diff)' },
  // The developer console's badge and panel texts and class names (app/dev-console.tsx, development only).
  { pattern: /Native calls|Send the native back event|h-devconsole/, reason: 'the developer console (app/dev-console.tsx)' },
  // The developer test page's route and its own texts: it shows the Session ID (scripts/test-preview-gate.ts).
  {
    pattern: /\/testPreview\b|Sent in the address of every page opened below/,
    reason: 'the developer test page /testPreview (it ships only with VITE_HATID_TEST_PREVIEW=1)',
  },
];

export interface Judgement {
  ok: boolean;
  failures: string[];
  entryTotal: number;
  /** The CSS index.html links (loaded before the first paint). */
  cssTotal: number;
  /** The largest lazy chunk, lazy stylesheet and screen document (undefined when there are none). */
  largestLazy: MeasuredFile | undefined;
  largestLazyCss: MeasuredFile | undefined;
  largestScreen: MeasuredFile | undefined;
}

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

const largest = (files: MeasuredFile[]): MeasuredFile | undefined =>
  files.reduce<MeasuredFile | undefined>((max, f) => (max && max.gzipBytes >= f.gzipBytes ? max : f), undefined);

/**
 * Judges the measured files against the budgets; `contents` maps the built JS files (entry, lazy and screen chunks) to
 * their text, which is searched for forbidden code. Failure lines name the file, its size and the budget.
 */
export function judgeBudgets(files: readonly MeasuredFile[], contents: ReadonlyMap<string, string>, limits: Budgets = budgets): Judgement {
  const failures: string[] = [];
  const ofKind = (kind: SizeKind) => files.filter((f) => f.kind === kind);
  const sum = (kind: SizeKind) => ofKind(kind).reduce((s, f) => s + f.gzipBytes, 0);

  if (ofKind('entry').length === 0) failures.push('index.html loads no JS module: is the build broken?');
  const entryTotal = sum('entry');
  const cssTotal = sum('css');
  if (entryTotal > limits.entry) failures.push(`entry JS ${kb(entryTotal)} gzip > budget ${kb(limits.entry)}`);
  if (cssTotal > limits.css) failures.push(`CSS ${kb(cssTotal)} gzip > budget ${kb(limits.css)}`);
  for (const f of ofKind('lazy-css')) {
    if (f.gzipBytes > limits.css) failures.push(`lazy stylesheet ${f.file} ${kb(f.gzipBytes)} gzip > budget ${kb(limits.css)}`);
  }
  for (const f of ofKind('lazy')) {
    const limit = lazyExceptions.find((e) => e.pattern.test(f.file))?.budget ?? limits.lazy;
    if (f.gzipBytes > limit) failures.push(`lazy chunk ${f.file} ${kb(f.gzipBytes)} gzip > budget ${kb(limit)}`);
  }
  for (const f of ofKind('hints')) {
    if (f.gzipBytes > hintsBudget) failures.push(`route hints ${f.file} ${kb(f.gzipBytes)} gzip > budget ${kb(hintsBudget)}`);
  }
  for (const f of ofKind('screen')) {
    if (f.gzipBytes > limits.screen) failures.push(`screen document ${f.file} ${kb(f.gzipBytes)} gzip > budget ${kb(limits.screen)}`);
  }
  for (const [file, code] of contents) {
    for (const { pattern, reason } of forbidden) {
      if (pattern.test(code)) failures.push(`${file} contains ${reason} (matched ${pattern})`);
    }
  }
  return {
    ok: failures.length === 0,
    failures,
    entryTotal,
    cssTotal,
    largestLazy: largest(ofKind('lazy')),
    largestLazyCss: largest(ofKind('lazy-css')),
    largestScreen: largest(ofKind('screen')),
  };
}
