// @vitest-environment node
/** The widget scaffold (npm run new:widget): the files it writes follow the widget rules, and its registry line lands in order. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addToRegistry, pascalOf, widgetFiles, widgetNamePattern } from '../../scripts/new-widget-files.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const registrySource = fs.readFileSync(path.join(repo, 'renderer/react/registry.ts'), 'utf8');

describe('new:widget', () => {
  it('writes schema, component, CSS, story and test under one name, the schema titled by the naming rule', () => {
    const files = widgetFiles('promo-banner', 'A short promotional line.');
    expect(Object.keys(files).sort()).toEqual([
      'schemas/widgets/promo-banner.schema.json',
      'stories/promo-banner.stories.tsx',
      'tests/widgets/promo-banner.test.tsx',
      'widgets/promo-banner.css',
      'widgets/promo-banner.tsx',
    ]);
    const schema = JSON.parse(files['schemas/widgets/promo-banner.schema.json']!) as { title: string; properties: Record<string, unknown> };
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

  it('adds a lazy line in alphabetical order, or an eager one with its import', () => {
    const lazy = addToRegistry(registrySource, 'promo-banner', false);
    const keys = [...lazy.matchAll(/^ {2}'?([\w-]+)'?:/gm)].map((m) => m[1]);
    expect(keys).toContain('promo-banner');
    expect(keys).toEqual([...keys].sort());
    expect(lazy).toContain("'promo-banner': lazyWidget(() => import('../../widgets/promo-banner.tsx').then((m) => m.PromoBannerWidget)),");
    const eager = addToRegistry(registrySource, 'promo-banner', true);
    expect(eager).toContain("import { PromoBannerWidget } from '../../widgets/promo-banner.tsx';");
    expect(eager).toContain("  'promo-banner': PromoBannerWidget,");
    expect(addToRegistry(registrySource, 'banner', true)).toContain('  banner: BannerWidget,');
    expect(() => addToRegistry(registrySource, 'button', false)).toThrow(/already has 'button'/);
  });
});
