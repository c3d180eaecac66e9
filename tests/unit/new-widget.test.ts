// @vitest-environment node
/**
 * The widget scaffold (npm run new:widget): the files it writes follow the widget rules, its schema carries the shared
 * base props and the lazy flag, and the generated registry draws from that flag.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { basePropsOf, checkBaseProps, registryModule } from '../../scripts/gen-widgets.ts';
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
});
