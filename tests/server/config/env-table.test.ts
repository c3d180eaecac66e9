/** The environment table of docs/deploying.md is the one made from server/config/settings.ts (npm run gen:env writes it). */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envTable, withEnvTable } from '../../../server/config/env-table.ts';
import { settings } from '../../../server/config/settings.ts';

const readme = fs.readFileSync(new URL('../../../docs/deploying.md', import.meta.url), 'utf8');

describe('docs/deploying.md environment table', () => {
  it('is the table settings.ts makes (run npm run gen:env after changing a variable)', () => {
    expect(withEnvTable(readme)).toBe(readme);
  });

  it('lists every variable with a type, a default and a meaning', () => {
    const table = envTable();
    for (const [name, s] of Object.entries(settings)) {
      expect(table).toContain(`| \`${name}\` |`);
      expect(s.type && s.default && s.meaning).toBeTruthy();
    }
  });

  it('notices a changed meaning', () => {
    const changed = readme.replace('where the server listens for borrowers and staff', 'where it listens');
    expect(changed).not.toBe(readme);
    expect(withEnvTable(changed)).not.toBe(changed);
  });
});
