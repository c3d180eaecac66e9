/**
 * `npm run export-screens -- --channel production --out DIR [--path-prefix /screens] [--allow-origin <app origin>]`: writes the live version of
 * every screen on a channel (the bundled copy where nothing was published) as DIR/<id>.json, with DIR/manifest.json,
 * DIR/etags.json and DIR/_headers, for a CDN or object store; point the app's VITE_HATID_SCREENS_BASE at it. Reads the
 * database of DATABASE_URL, else the PGlite data folder (HATID_DATA_DIR or .hatid-data/).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, openDatabase } from '../server/db/open-database.ts';
import { exportChannel } from '../server/delivery/export-channel.ts';
import { loadBundledScreens, loadCapabilities } from '../server/store/index.ts';

const usage =
  'Usage: npm run export-screens -- --channel production|staging --out DIR [--path-prefix /screens] [--allow-origin https://app.example.com]';

async function main(): Promise<number> {
  let values: { channel?: string; out?: string; 'path-prefix'?: string; 'allow-origin'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        channel: { type: 'string' },
        out: { type: 'string' },
        'path-prefix': { type: 'string' },
        'allow-origin': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const channel = values.channel ?? 'production';
  if ((channel !== 'production' && channel !== 'staging') || !values.out) {
    console.error(usage);
    return 2;
  }
  const out = path.resolve(values.out);
  const database = await openDatabase(databaseOptionsFromEnv());
  try {
    const manifest = await exportChannel({
      db: database.db,
      bundled: loadBundledScreens(),
      channel,
      out,
      app: loadCapabilities().current.app,
      ...(values['path-prefix'] ? { pathPrefix: values['path-prefix'] } : {}),
      ...(values['allow-origin'] ? { allowOrigin: values['allow-origin'] } : {}),
    });
    const screens = Object.entries(manifest.screens);
    const published = screens.filter(([, s]) => s.version > 0).length;
    console.log(
      `Exported ${screens.length} screens of ${channel} from ${database.kind} (${database.where}) to ${out}: ${published} published, ${screens.length - published} bundled.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`export-screens: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
