// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCapabilities, functionSources, manifestText } from '../../scripts/capabilities.ts';
import { checkCapabilities } from '../../renderer/core/validation/check-capabilities.ts';
import type { Manifest } from '../../studio/studio-api.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const readManifest = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Manifest;
const current = readManifest('schemas/generated/capabilities.json');
const v010 = readManifest('capabilities/released/0.1.0.json');
const packageVersion = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { version: string }).version;

const doc = (body: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: current.schemaVersion, id: 'x', title: 'X', body, ...extra });

describe('capability manifest', () => {
  it('is fresh: schemas/generated/capabilities.json is what the schemas and function catalog give', () => {
    expect(manifestText(current)).toBe(fs.readFileSync(path.join(repo, 'schemas/generated/capabilities.json'), 'utf8'));
    expect(buildCapabilities(repo)).toEqual(current);
    expect(current.app).toBe(packageVersion);
  });

  it('lists widget types with their props, actions with theirs, and functions, each with a short version hash', () => {
    expect(current.widgets['qr-code']).toEqual({
      version: expect.stringMatching(/^[0-9a-f]{8}$/),
      props: ['fallback', 'id', 'label', 'size', 'value', 'visible'],
    });
    expect(current.actions.navigate?.props).toContain('to');
    expect(Object.keys(current.functions)).toEqual(expect.arrayContaining(['money', 'loanQuote', 'withQuery']));
  });

  it('reads the function catalog from the source, one entry per function', () => {
    const sources = functionSources('const functions = Object.freeze({ a: ([x]) => x, "b-c": () => 1, d() { return 2; } });');
    expect(sources).toEqual({ a: 'a: ([x]) => x', 'b-c': '"b-c": () => 1', d: 'd() { return 2; }' });
  });

  it('has the released 0.1.0 manifest: before the repayment widgets', () => {
    expect(v010.app).toBe('0.1.0');
    expect(v010.widgets.button).toBeDefined();
    expect(v010.widgets['qr-code']).toBeUndefined();
  });
});

describe('checkCapabilities', () => {
  it('warns at its pointer when a document uses a widget type app 0.1.0 lacks', () => {
    const warnings = checkCapabilities(
      doc([
        { type: 'text', text: 'Pay' },
        { type: 'qr-code', value: 'PAY-1' },
      ]),
      [v010],
      current,
    );
    expect(warnings).toEqual([{ pointer: '/body/1', message: '`qr-code` is not in app 0.1.0: borrowers on that build see its fallback' }]);
  });

  it('does not warn for a document made of what 0.1.0 has', () => {
    const plain = doc([
      { type: 'text', text: '=money(data.amount)' },
      { type: 'button', text: 'Back', onTap: [{ do: 'back' }] },
    ]);
    expect(checkCapabilities(plain, [v010], current)).toEqual([]);
  });

  it('warns for props, actions, action props and functions 0.1.0 lacks', () => {
    const newer = doc(
      [
        { type: 'button', text: 'Pay', hideOnKeyboard: true, onTap: [{ do: 'probe', what: 'camera', into: 'state.cam' }] },
        { type: 'text', text: '=loanQuote(100000, 7).total' },
      ],
      { onLoad: [{ do: 'call', endpoint: 'contact.info', withEach: 'x' }] },
    );
    const found = checkCapabilities(newer, [v010], current).map((w) => [w.pointer, w.message]);
    expect(found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))).toEqual([
      [
        '/body/0/hideOnKeyboard',
        '`button` prop `hideOnKeyboard` is not in app 0.1.0: that build refuses this screen and shows the copy it already has',
      ],
      ['/body/0/onTap/0', 'action `probe` is not in app 0.1.0: that build refuses this screen and shows the copy it already has'],
      ['/body/1/text', 'function `loanQuote` is not in app 0.1.0: that build cannot work out this value'],
      ['/onLoad/0/withEach', 'action `call` prop `withEach` is not in app 0.1.0: that build refuses this screen and shows the copy it already has'],
    ]);
  });

  it('skips the manifest of this very build and names every older build that lacks a thing', () => {
    const qr = doc([{ type: 'qr-code', value: 'x' }]);
    expect(checkCapabilities(qr, [current], current)).toEqual([]);
    const v011 = { ...v010, app: '0.1.1' };
    expect(checkCapabilities(qr, [v010, v011], current)[0]?.message).toBe(
      '`qr-code` is not in apps 0.1.0, 0.1.1: borrowers on that build see its fallback',
    );
  });
});
