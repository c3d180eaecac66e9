/**
 * What the studio API reads and writes besides the screen store: the bundled screens and their routes, the capability
 * manifests, the checks of a screen text (errors and capability warnings) and QA fixture files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Capabilities, Manifest, Problem, ScreenRoute } from '../../studio/studio-api.ts';
import { checkCapabilities } from '../../renderer/core/validation/check-capabilities.ts';
import { locatePointer, validateScreenText, type TextProblem } from '../../scripts/validate-text.ts';
import { createSchemaAjv, loadSchemas } from '../../scripts/schema-files.ts';
import { checkDocumentText } from '../../renderer/core/validation/document-limits.ts';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the files the studio API reads live; tests point them at temporary folders. */
export interface StudioPaths {
  /** Bundled screens and routes.json. */
  screensDir: string;
  /** Where "Save as QA fixture" writes. */
  fixturesDir: string;
  /** This build's manifest (schemas/generated/capabilities.json). */
  capabilitiesFile: string;
  /** Manifests of released builds (capabilities/released/*.json). */
  releasedDir: string;
}

/** The repository's own paths. */
export function defaultStudioPaths(): StudioPaths {
  return {
    screensDir: path.join(repoRoot, 'screens'),
    fixturesDir: path.join(repoRoot, 'tests', 'fixtures', 'studio'),
    capabilitiesFile: path.join(repoRoot, 'schemas', 'generated', 'capabilities.json'),
    releasedDir: path.join(repoRoot, 'capabilities', 'released'),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A strong ETag for a body: a quoted hash of its bytes. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('hex').slice(0, 20)}"`;
}

/** True when an If-None-Match header names this ETag (or is *). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** A bundled screen's text, or undefined when there is no such file. */
export async function readBundled(paths: StudioPaths, id: string): Promise<string | undefined> {
  try {
    return await fs.readFile(path.join(paths.screensDir, `${id}.json`), 'utf8');
  } catch {
    return undefined;
  }
}

/** The ids of the bundled screens (every .json in screens/ but routes.json), sorted. */
export async function bundledIds(paths: StudioPaths): Promise<string[]> {
  const names = await fs.readdir(paths.screensDir).catch(() => []);
  return names.filter((n) => n.endsWith('.json') && n !== 'routes.json').map((n) => n.slice(0, -5)).sort();
}

/** The routes of screens/routes.json by screen id. */
export async function routesByScreen(paths: StudioPaths): Promise<Map<string, ScreenRoute[]>> {
  const out = new Map<string, ScreenRoute[]>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(path.join(paths.screensDir, 'routes.json'), 'utf8'));
  } catch {
    return out;
  }
  for (const entry of Array.isArray(parsed) ? parsed : []) {
    if (!isRecord(entry) || typeof entry.path !== 'string' || typeof entry.screen !== 'string') continue;
    const route: ScreenRoute = typeof entry.example === 'string' ? { path: entry.path, example: entry.example } : { path: entry.path };
    out.set(entry.screen, [...(out.get(entry.screen) ?? []), route]);
  }
  return out;
}

/** A screen text's title (its `title` when that is a string), else the id. */
export function titleOf(text: string | undefined, id: string): string {
  try {
    const doc: unknown = JSON.parse(text ?? '');
    return isRecord(doc) && typeof doc.title === 'string' ? doc.title : id;
  } catch {
    return id;
  }
}

function isManifest(value: unknown): value is Manifest {
  return isRecord(value) && typeof value.app === 'string' && isRecord(value.widgets) && isRecord(value.actions) && isRecord(value.functions);
}

/** "0.10.0" after "0.9.1". */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** This build's manifest and the released ones (oldest first), read fresh. */
export async function readCapabilities(paths: StudioPaths): Promise<Capabilities> {
  const current: unknown = JSON.parse(await fs.readFile(paths.capabilitiesFile, 'utf8'));
  if (!isManifest(current)) throw new Error(`${paths.capabilitiesFile} is not a capability manifest (run npm run gen)`);
  const names = (await fs.readdir(paths.releasedDir).catch(() => [])).filter((n) => n.endsWith('.json'));
  const released: Manifest[] = [];
  for (const name of names) {
    const manifest: unknown = JSON.parse(await fs.readFile(path.join(paths.releasedDir, name), 'utf8'));
    if (isManifest(manifest)) released.push(manifest);
  }
  return { current, released: released.sort((a, b) => compareVersions(a.app, b.app)) };
}

function toProblem({ syntax: _syntax, ...problem }: TextProblem): Problem {
  return problem;
}

/** The problems of a screen text exactly as `npm run validate` reports them (scripts/validate-text.ts): errors, and a warning for an older schemaVersion. */
export function screenErrors(text: string, id?: string): Problem[] {
  return validateScreenText(text, id).map(toProblem);
}

/** Errors and capability warnings (never blocking) of a screen text, in text order. */
export function screenProblems(text: string, id: string | undefined, capabilities: Capabilities): Problem[] {
  const errors = screenErrors(text, id);
  // A text refused for its size or depth is not walked again for the capability warnings.
  if (checkDocumentText(text)) return errors;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return errors;
  }
  const warnings = checkCapabilities(doc, capabilities.released, capabilities.current).map(
    (w): Problem => ({ severity: 'warning', pointer: w.pointer, message: w.message, ...locatePointer(text, w.pointer) }),
  );
  return [...errors, ...warnings].sort((a, b) => a.from - b.from);
}

const fixtureSchemaId = 'https://hatid.dev/schemas/fixture.schema.json';
let fixtureValidator: ReturnType<ReturnType<typeof createSchemaAjv>['getSchema']>;

/** A fixture's problems against schemas/fixture.schema.json (full ajv), located in `text`, its file's text. */
export function fixtureProblems(fixture: unknown, text: string): Problem[] {
  fixtureValidator ??= createSchemaAjv(loadSchemas()).getSchema(fixtureSchemaId);
  if (!fixtureValidator) throw new Error(`schema ${fixtureSchemaId} not found`);
  if (fixtureValidator(fixture)) return [];
  return (fixtureValidator.errors ?? []).map((e) => ({
    severity: 'error',
    pointer: e.instancePath,
    message: `${e.instancePath || '/'} ${e.message ?? 'is not allowed'}${e.keyword === 'additionalProperties' && isRecord(e.params) ? `: \`${String(e.params.additionalProperty)}\`` : ''}`,
    ...locatePointer(text, e.instancePath),
  }));
}

/** "Card payment, SMS refused" → "card-payment-sms-refused". */
export function kebabName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Writes a new fixture file; false when it exists already. */
export async function writeNewFile(file: string, text: string): Promise<boolean> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.writeFile(file, text, { flag: 'wx' });
    return true;
  } catch (err) {
    if (isRecord(err) && err.code === 'EEXIST') return false;
    throw err;
  }
}
