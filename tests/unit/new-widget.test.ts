// @vitest-environment node
/**
 * The widget scaffold (npm run new:widget): the files it writes follow the widget rules, its schema carries the shared
 * base props and the lazy flag, and the generated registry draws from that flag.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { basePropsOf, checkBaseProps, chunkFile, chunkModule, registryModule, sharedChunkOf } from '../../scripts/gen-widgets.ts';
import { pascalOf, widgetFiles, widgetNamePattern } from '../../scripts/new-widget-files.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const baseProps = basePropsOf(JSON.parse(fs.readFileSync(path.join(repo, 'schemas/defs.schema.json'), 'utf8')) as Record<string, unknown>);
const scaffold = (lazy: boolean) => widgetFiles('promo-banner', 'A short promotional line.', { lazy, baseProps });
type Scaffolded = { title: string; 'x-hatid-lazy': boolean; properties: Record<string, unknown> };

describe('new:widget', () => {
  it('writes schema, component, CSS, story and test under one name, the schema titled by the naming rule', () => {
    const files = scaffold(true);
    expect(Object.keys(files).sort()).toEqual([
      'schemas/widgets/promo-banner.schema.json',
      'stories/promo-banner.stories.tsx',
      'tests/widgets/promo-banner.test.tsx',
      'widgets/promo-banner.css',
      'widgets/promo-banner.tsx',
    ]);
    const schema = JSON.parse(files['schemas/widgets/promo-banner.schema.json']!) as Scaffolded;
    expect(schema.title).toBe('PromoBannerNode');
    expect(Object.keys(schema.properties)).toEqual(['type', 'id', 'visible', 'fallback', 'text']);
    expect(files['widgets/promo-banner.tsx']).toContain('export function PromoBannerWidget({ id, text }: PromoBannerProps)');
    expect(files['stories/promo-banner.stories.tsx']).toContain("title: 'Widgets/Promo banner'");
  });

  it('takes only kebab-case names', () => {
    expect(['promo-banner', 'qr-code', 'text'].every((n) => widgetNamePattern.test(n))).toBe(true);
    expect(['PromoBanner', 'promo_banner', '-x', 'x-'].some((n) => widgetNamePattern.test(n))).toBe(false);
    expect(pascalOf('countdown-button')).toBe('CountdownButton');
  });

  it('writes the base props as defs.schema.json#/definitions/nodeBase gives them, and the lazy flag', () => {
    for (const lazy of [true, false]) {
      const schema = JSON.parse(scaffold(lazy)['schemas/widgets/promo-banner.schema.json']!) as Scaffolded;
      expect(schema['x-hatid-lazy']).toBe(lazy);
      expect(() => checkBaseProps('promo-banner', schema, baseProps)).not.toThrow();
    }
  });

  it('gets a lazy registry entry from x-hatid-lazy true, an eager import from false, in alphabetical order', async () => {
    const types = ['button', 'promo-banner', 'text'];
    const lazy = await registryModule(types, (t) => t === 'promo-banner', repo);
    expect(lazy).toContain("'promo-banner': lazyWidget(() => import('../../../widgets/promo-banner.tsx').then((m) => m.PromoBannerWidget)),");
    expect(lazy).not.toContain('import { PromoBannerWidget }');
    const keys = [...lazy.matchAll(/^ {2}'?([\w-]+)'?:/gm)].map((m) => m[1]);
    expect(keys).toEqual(types);
    const eager = await registryModule(types, () => false, repo);
    expect(eager).toContain("import { PromoBannerWidget } from '../../../widgets/promo-banner.tsx';");
    expect(eager).toContain("  'promo-banner': PromoBannerWidget,");
    expect(eager).toContain('  text: TextWidget,');
  });

  it('loads the lazy widgets that share a chunk (x-hatid-chunk) through one module, each other lazy one through its own file', async () => {
    const types = ['outcome-banner', 'promo-banner', 'status-icon', 'text'];
    const shared = (t: string) => (t === 'outcome-banner' || t === 'status-icon' ? 'first-view' : undefined);
    const registry = await registryModule(types, (t) => t !== 'text', repo, shared);
    expect(registry).toContain("'status-icon': lazyWidget(() => import('./widgets-first-view.ts').then((m) => m.StatusIconWidget)),");
    expect(registry).toContain("'outcome-banner': lazyWidget(() => import('./widgets-first-view.ts').then((m) => m.OutcomeBannerWidget)),");
    expect(registry).toContain("'promo-banner': lazyWidget(() => import('../../../widgets/promo-banner.tsx').then((m) => m.PromoBannerWidget)),");
    expect(chunkFile('first-view')).toBe('renderer/react/generated/widgets-first-view.ts');
    const chunk = await chunkModule('first-view', ['outcome-banner', 'status-icon'], repo);
    expect(chunk).toContain("export { OutcomeBannerWidget } from '../../../widgets/outcome-banner.tsx';");
    expect(chunk).toContain("export { StatusIconWidget } from '../../../widgets/status-icon.tsx';");
  });

  it('takes a shared chunk only as a kebab-case name on a lazy widget', () => {
    expect(sharedChunkOf('status-icon', { 'x-hatid-lazy': true, 'x-hatid-chunk': 'first-view' })).toBe('first-view');
    expect(sharedChunkOf('status-icon', { 'x-hatid-lazy': true })).toBeUndefined();
    expect(() => sharedChunkOf('text', { 'x-hatid-lazy': false, 'x-hatid-chunk': 'first-view' })).toThrow(/x-hatid-chunk/);
    expect(() => sharedChunkOf('status-icon', { 'x-hatid-lazy': true, 'x-hatid-chunk': 'First View' })).toThrow(/kebab-case/);
  });
});
