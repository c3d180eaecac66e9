// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../renderer/core/i18n/translations.ts';
import { validateFiles } from '../../scripts/validate.ts';
import { timeouts } from '../setup/timeouts.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-validate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** `npm run validate <files>` as a command: one tsx start (about 1.5 s of CPU), so once in this file. */
function spawnValidate(...files: string[]) {
  const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/validate.ts', ...files], { cwd: repo, encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** What the command prints and its exit code, from the function it runs (in this process). */
function runValidate(...files: string[]) {
  const lines: string[] = [];
  const code = validateFiles(files, (line) => lines.push(line));
  return { code, out: lines.map((l) => `${l}\n`).join('') };
}

/** A text in English and Filipino, as a money screen needs it (the Filipino written from this English). */
const both = (en: string, fil: string) => JSON.stringify({ en, fil, filFrom: fingerprint(en) });

// It calls complaint.save (an account endpoint): a money screen, so its texts need their Filipino.
const good = `{
  "schemaVersion": 2,
  "id": "good",
  "title": ${both('Online service', 'Serbisyo online')},
  "load": { "detail": { "call": "complaint.detail" } },
  "body": [
    { "type": "text", "text": "=data.detail.type" },
    { "type": "button", "text": ${both('Send', 'Ipadala')}, "onTap": [{ "do": "call", "endpoint": "complaint.save" }] }
  ]
}
`;

describe('npm run validate', { timeout: 2 * timeouts.unitTest }, () => {
  it('as a command prints what validateFiles prints and exits with its code', () => {
    const files = [
      write('good.json', good),
      write('typo.json', good.replace('"id": "good"', '"id": "typo"').replace('{ "type": "button"', '{ "type": "buton"')),
    ];
    const run = spawnValidate(...files);
    expect(run.err).toBe('');
    expect(run.out).toBe(runValidate(...files).out);
    expect(run.out).toContain('2 files checked, 1 error');
    expect(run.code).toBe(1);
  });

  it('passes a valid screen', () => {
    const { code, out } = runValidate(write('good.json', good));
    expect(out).toContain('1 file checked, 0 errors');
    expect(code).toBe(0);
  });

  it('reports a misspelt widget type at its line and column, with a suggestion, and fails', () => {
    const file = write('typo.json', good.replace('"id": "good"', '"id": "typo"').replace('{ "type": "button"', '{ "type": "buton"'));
    const { code, out } = runValidate(file);
    expect(out).toContain(`${file}:8:5  /body/1  unknown widget type \`buton\` — did you mean \`button\`?`);
    expect(out).toContain('1 file checked, 1 error');
    expect(code).toBe(1);
  });

  it('reports schema, endpoint and expression problems and a wrong id, in file order', () => {
    const text = good
      .replace('"id": "good"', '"id": "other"')
      .replace('"complaint.detail"', '"complaint.detial"')
      .replace('=data.detail.type', '=data.detail.(')
      .replace('"onTap": [', '"colour": "red", "onTap": [');
    const { code, out } = runValidate(write('several.json', text));
    const lines = out
      .trim()
      .split('\n')
      .map((l) => l.replace(/^.*several\.json:/, ''));
    expect(lines).toEqual([
      '3:9  /id  `id` must match the file name: `several`',
      '5:33  /load/detail/call  unknown endpoint `complaint.detial` — did you mean `complaint.detail`?',
      expect.stringMatching(/^7:31 {2}\/body\/0\/text {2}`text`: /),
      `8:${text.split('\n')[7]!.indexOf('"red"') + 1}  /body/1/colour  \`colour\` is not a property of a \`button\` widget`,
      '1 file checked, 4 errors',
    ]);
    expect(code).toBe(1);
  });

  it('reports where a file stops being JSON', () => {
    const file = write('broken.json', '{\n  "schemaVersion": 2,\n  "id" "broken"\n}\n');
    const { code, out } = runValidate(file, write('good.json', good));
    expect(out).toContain(`${file}:3:8  invalid JSON: colon expected`);
    expect(out).toContain('2 files checked, 1 error');
    expect(code).toBe(1);
  });
  it('checks an older schemaVersion as migrated, with a warning that does not fail', () => {
    const v1 = good
      .replace('"schemaVersion": 2', '"schemaVersion": 1')
      .replace('"id": "good"', '"id": "older"')
      .replace('"onTap": [', '"onTap": [{ "do": "set", "path": "state.sent", "value": true }, ');
    const file = write('older.json', v1);
    const { code, out } = runValidate(file);
    expect(out.trim().split('\n')).toEqual([
      `${file}:2:20  /schemaVersion  warning: Written in schemaVersion 1; the app migrates it when it loads. Run \`npx tsx scripts/migrate-screens.ts\` (or change it here) to update it.`,
      '1 file checked, 0 errors, 1 warning',
    ]);
    expect(code).toBe(0);
  });

  it("refuses a newer schemaVersion than the app reads, in the migration's words", () => {
    const file = write('newer.json', good.replace('"schemaVersion": 2', '"schemaVersion": 3').replace('"id": "good"', '"id": "newer"'));
    const { code, out } = runValidate(file);
    expect(out.trim().split('\n')).toEqual([
      `${file}:2:20  /schemaVersion  written for a newer app (schemaVersion 3); this app reads schemaVersion 1 to 2`,
      '1 file checked, 1 error',
    ]);
    expect(code).toBe(1);
  });
});
