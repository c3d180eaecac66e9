/** The QA fixtures on disk (tests/fixtures/**\/*.json), checked against the fixture schema, named by their `name`. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { createSchemaAjv, loadSchemas } from '../../checks/schema-files.ts';
import { describeFixtureErrors } from './fixture-schema-errors.ts';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the fixtures are. */
export const fixturesDir = path.join(repoRoot, 'tests', 'fixtures');

/** One fixture file. */
export interface FixtureFile {
  /** Its path from the repository root, such as tests/fixtures/complaint-detail/rating.json. */
  file: string;
  /** The fixture, when it is valid. */
  fixture?: QaFixture;
  /** What is wrong with it (unreadable JSON, schema errors with did-you-means); empty when valid. */
  problems: string[];
  /** Its test's name: the fixture's name (with the file when two fixtures share a name, or when it has none). */
  testName: string;
}

const schemaId = 'https://hatid.dev/schemas/fixture.schema.json';

/** Checks one parsed fixture: its problems, with did-you-means. */
export function fixtureProblems(content: unknown): string[] {
  const schemas = loadSchemas();
  const validate = createSchemaAjv(schemas).getSchema(schemaId);
  if (!validate) throw new Error(`${schemaId} is not among the schemas`);
  if (validate(content)) return [];
  return describeFixtureErrors(validate.errors, schemas.find((s) => s.file === 'fixture.schema.json')?.schema);
}

function listJson(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listJson(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []))
    .sort();
}

/** Every fixture file under `dir`, read and checked. */
export function loadFixtureFiles(dir = fixturesDir): FixtureFile[] {
  const schemas = loadSchemas();
  const validate = createSchemaAjv(schemas).getSchema(schemaId);
  const schema = schemas.find((s) => s.file === 'fixture.schema.json')?.schema;
  const files = listJson(dir).map((full): FixtureFile => {
    const file = path.relative(repoRoot, full).split(path.sep).join('/');
    let content: unknown;
    try {
      content = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (err) {
      return { file, problems: [`not readable JSON: ${err instanceof Error ? err.message : String(err)}`], testName: file };
    }
    const name = typeof (content as { name?: unknown })?.name === 'string' ? (content as { name: string }).name : file;
    if (validate?.(content)) return { file, fixture: content as QaFixture, problems: [], testName: name };
    return { file, problems: describeFixtureErrors(validate?.errors, schema), testName: name };
  });
  const seen = new Map<string, number>();
  for (const f of files) seen.set(f.testName, (seen.get(f.testName) ?? 0) + 1);
  return files.map((f) => ((seen.get(f.testName) ?? 0) > 1 ? { ...f, testName: `${f.testName} [${f.file}]` } : f));
}

/**
 * The fixtures a command line names: a file path (from the repository root, from tests/fixtures/, or absolute), else
 * a name (exactly, else every name that contains it, ignoring case).
 */
export function findFixtures(wanted: string, files: FixtureFile[]): FixtureFile[] {
  const asPath = path.resolve(wanted);
  const byPath = files.filter((f) => path.join(repoRoot, f.file) === asPath || f.file === wanted || f.file === `tests/fixtures/${wanted}`);
  if (byPath.length) return byPath;
  const exact = files.filter((f) => f.fixture?.name === wanted || f.testName === wanted);
  if (exact.length) return exact;
  const lower = wanted.toLowerCase();
  return files.filter((f) => f.testName.toLowerCase().includes(lower));
}
