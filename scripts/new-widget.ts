/**
 * `npm run new:widget -- NAME [--eager] [--description "One line."]`: scaffolds a widget (schema, component, CSS, story,
 * test; see scripts/new-widget-files.ts) and runs `npm run gen`, so the new type is in the node union, the generated
 * props, validators and widget registry (lazy unless --eager: the schema's x-hatid-lazy), the manifest and the
 * capabilities at once. Then write the component's own code.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { basePropsOf } from './gen-widgets.ts';
import { widgetFiles, widgetNamePattern } from './new-widget-files.ts';

const root = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`new:widget: ${message}`);
  process.exit(2);
}

function main(args: string[]) {
  const eager = args.includes('--eager');
  const at = args.indexOf('--description');
  const description = at >= 0 ? (args[at + 1] ?? '') : '';
  const name = args.find((a, i) => !a.startsWith('--') && !(at >= 0 && i === at + 1));
  if (!name) fail('usage: npm run new:widget -- NAME [--eager] [--description "One line about the widget."]');
  if (!widgetNamePattern.test(name)) fail(`"${name}" is not a widget name: lower case words joined by dashes, such as promo-banner`);
  const defs = JSON.parse(fs.readFileSync(path.join(root, 'schemas/defs.schema.json'), 'utf8')) as Record<string, unknown>;
  const files = widgetFiles(name, description || `The ${name.replace(/-/g, ' ')} widget.`, { lazy: !eager, baseProps: basePropsOf(defs) });
  const taken = Object.keys(files).filter((file) => fs.existsSync(path.join(root, file)));
  if (taken.length) fail(`these files exist already: ${taken.join(', ')}`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    console.log(`  wrote ${file}`);
  }
  console.log(`  its registry entry comes from "x-hatid-lazy": ${String(!eager)} (${eager ? 'in the first script' : 'its own chunk'})`);
  execFileSync('npx', ['tsx', 'scripts/gen.ts'], { cwd: root, stdio: 'inherit' });
  console.log(`\nNext: give schemas/widgets/${name}.schema.json its props (then npm run gen), write widgets/${name}.tsx and its CSS,`);
  console.log(`stories and test; npx vitest run --project unit tests/widgets/${name}.test.tsx checks it.`);
}

main(process.argv.slice(2));
