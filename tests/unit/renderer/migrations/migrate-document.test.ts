/**
 * schemaVersion migrations: a screen written in version 1 (a real screen as it was before version 2) is migrated on
 * load and then passes the precompiled validators; newer documents are refused in words; current ones are untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointNames } from '../../../../adapters/http/endpoints.ts';
import { validateScreenSchema } from '../../../../renderer/core/validation/validate-screen-schema.ts';
import { parseExpression } from '../../../../renderer/core/expressions/parse.ts';
import { currentSchemaVersion, migrateDocument } from '../../../../renderer/core/migrations/migrate-document.ts';
import { createScreenStore } from '../../../../renderer/core/store.ts';
import { validateDocument } from '../../../../renderer/core/validation/validate-document.ts';
import { walkDocument } from '../../../../renderer/core/validation/node-slots.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const screensDir = path.resolve(here, '../../../../screens');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const fixture = (name: string) => readJson(path.join(here, name));
const validate = (doc: unknown) => validateDocument(doc, { validate: validateScreenSchema, endpointNames, parseExpression });

/** Every place a set, countdown, call or probe action writes to. */
function writtenPlaces(doc: unknown): string[] {
  const places: string[] = [];
  walkDocument(doc, {
    action(action) {
      for (const field of ['path', 'into']) if (typeof action[field] === 'string' && action.do !== 'navigate') places.push(String(action[field]));
    },
  });
  return places;
}

describe('migrating version 1 documents', () => {
  it.each(['complain-details.v1.json', 'promotion-register.v1.json'])('%s migrates and then validates', (name) => {
    const v1 = fixture(name);
    const before = JSON.stringify(v1);
    // Without the migration this build refuses the old document.
    expect(validate(v1).ok).toBe(false);

    const migrated = migrateDocument(v1);
    expect(migrated.ok).toBe(true);
    if (!migrated.ok) return;
    expect(migrated.from).toBe(1);
    const result = validate(migrated.document);
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(JSON.stringify(v1)).toBe(before);
  });

  it('writes the places actions change like bindings, and only those', () => {
    const migrated = migrateDocument(fixture('promotion-register.v1.json'));
    if (!migrated.ok) throw new Error(migrated.message);
    const places = writtenPlaces(migrated.document);
    expect(places).toContain('=state.seconds');
    expect(places).toContain('=state.captcha');
    expect(places.every((p) => p.startsWith('=state.') || p.startsWith('=data.'))).toBe(true);
    expect(writtenPlaces(fixture('promotion-register.v1.json')).every((p) => !p.startsWith('='))).toBe(true);
    // Everything else stays as written.
    const strip = (doc: unknown) => JSON.stringify(doc).replaceAll('"=state.', '"state.').replaceAll('"=data.', '"data.');
    expect(strip({ ...(migrated.document as object), schemaVersion: 1 })).toBe(strip(fixture('promotion-register.v1.json')));
  });

  it('a migrated set action changes the screen state', () => {
    const store = createScreenStore({ params: {}, query: {}, session: {}, state: { ratingOpen: false }, data: {}, saved: {} });
    store.set('=state.ratingOpen', true);
    expect(store.getSnapshot().state).toEqual({ ratingOpen: true });
  });
});

describe('documents the app cannot migrate', () => {
  it('refuses a document written for a newer app, saying so', () => {
    const result = migrateDocument({ schemaVersion: currentSchemaVersion + 1, id: 'x', title: 'X', body: [] });
    expect(result).toEqual({ ok: false, message: expect.stringContaining(`written for a newer app (schemaVersion ${currentSchemaVersion + 1})`) });
  });

  it.each([
    ['a list', [], /must be a JSON object/],
    ['text', 'screen', /must be a JSON object/],
    ['no version', { id: 'x', title: 'X', body: [] }, /no `schemaVersion`/],
    ['version 0', { schemaVersion: 0, body: [] }, /whole number from 1 to 2/],
    ['version "2"', { schemaVersion: '2', body: [] }, /whole number from 1 to 2/],
  ])('refuses %s with a message', (_, raw, message) => {
    const result = migrateDocument(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('current documents', () => {
  const files = fs.readdirSync(screensDir).filter((f) => f.endsWith('.json') && f !== 'routes.json');

  it.each(files)('screens/%s is current and passes through unchanged', (file) => {
    const doc = readJson(path.join(screensDir, file));
    const result = migrateDocument(doc);
    expect(result).toEqual({ ok: true, document: doc, from: currentSchemaVersion });
    if (result.ok) expect(result.document).toBe(doc);
  });

  it('migrating twice gives what migrating once gave', () => {
    const once = migrateDocument(fixture('complain-details.v1.json'));
    if (!once.ok) throw new Error(once.message);
    expect(migrateDocument(once.document)).toEqual({ ok: true, document: once.document, from: currentSchemaVersion });
  });
});
