/** scripts/migrate-screens.ts rewrites a file with the app's migration while keeping the file's own layout. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrateScreenText } from '../../../../scripts/migrate-screens.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const v1Text = fs.readFileSync(path.join(here, 'promotion-register.v1.json'), 'utf8');

describe('migrate-screens', () => {
  it('changes only the migrated values, line for line', () => {
    const result = migrateScreenText(v1Text);
    if (!result.ok) throw new Error(result.message);
    expect(result.from).toBe(1);
    const before = v1Text.split('\n');
    const after = result.text.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, i) => (line === before[i] ? [] : [{ line, was: before[i] }]));
    expect(changed.length).toBeGreaterThan(1);
    for (const { line, was } of changed) {
      expect(line.replace(/"=(state|data)\./g, '"$1.').replace('"schemaVersion": 2', '"schemaVersion": 1')).toBe(was);
    }
    expect(JSON.parse(result.text)).toMatchObject({ schemaVersion: 2 });
  });

  it('leaves a current document as it is and refuses a newer one', () => {
    const once = migrateScreenText(v1Text);
    if (!once.ok) throw new Error(once.message);
    expect(migrateScreenText(once.text)).toEqual({ ok: true, text: once.text, from: 2 });
    expect(migrateScreenText('{ "schemaVersion": 9 }')).toMatchObject({ ok: false, message: expect.stringContaining('newer app') });
  });
});
