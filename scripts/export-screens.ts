/**
 * `npm run export-screens -- --channel production --out DIR [--path-prefix /screens] [--allow-origin <app origin>] [--buckets] [--pages [--app dist]]`: writes the live version of
 * every screen on a channel (the bundled copy where nothing was published; a screen made in the studio once it is live
 * there) as DIR/<id>.json, with DIR/routes.json (the made screens' routes), DIR/manifest.json,
 * DIR/etags.json and DIR/_headers, for a CDN or object store; point the app's VITE_HATID_SCREENS_BASE at it. With
 * --buckets, also DIR/b00/ … DIR/b99/: what each rollout bucket gets now (staged rollouts and experiments), for an app
 * built with VITE_HATID_SCREENS_BUCKET_FOLDERS=1; export again after each step. Reads the database of DATABASE_URL,
 * else the PGlite data folder (HATID_DATA_DIR or .hatid-data/).
 * With --pages, also the borrower pages as static HTML with their first views (DIR/pages/<route>.html, in Filipino DIR/pages/fil/<route>.html; issue 31:
 * server/http/export-pages.ts), drawn by `npm run build`'s first-view bundle (dist-server/ssr/) into the built app's
 * index.html (--app, default dist/), with the build's VITE_HATID_* settings and HATID_PUBLIC_ORIGIN from the environment.
 */
import '../server/array-buffer-detached.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, openDatabase } from '../server/db/open-database.ts';
import { readOverlay } from '../server/delivery/bucket-overlay.ts';
import { exportChannel } from '../server/delivery/export-channel.ts';
import { exportPages } from '../server/http/export-pages.ts';
import { loadFirstViewModule } from '../server/http/first-view-page.ts';
import { hasPagesManifest } from '../server/http/pages-manifest.ts';
import { loadBundledScreens, loadCapabilities } from '../server/store/index.ts';
import { loadMadeScreens } from '../server/store/made-screens.ts';

const usage =
  'Usage: npm run export-screens -- --channel production|staging --out DIR [--path-prefix /screens] [--allow-origin https://app.example.com] [--buckets] [--pages [--app dist]]';

/** The first-view bundle `npm run build` writes. */
const firstViewBundle = path.resolve(import.meta.dirname, '../dist-server/ssr/render-first-view.js');

async function main(): Promise<number> {
  let values: {
    channel?: string;
    out?: string;
    'path-prefix'?: string;
    'allow-origin'?: string;
    buckets?: boolean;
    pages?: boolean;
    app?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        channel: { type: 'string' },
        out: { type: 'string' },
        'path-prefix': { type: 'string' },
        'allow-origin': { type: 'string' },
        buckets: { type: 'boolean' },
        pages: { type: 'boolean' },
        app: { type: 'string' },
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
  const appDir = path.resolve(values.app ?? 'dist');
  const module = values.pages ? await loadFirstViewModule(firstViewBundle) : undefined;
  if (values.pages && (!module || !hasPagesManifest(appDir))) {
    console.error(
      `--pages needs npm run build first: ${module ? `no built app in ${appDir}` : `no ${path.relative(process.cwd(), firstViewBundle)}`}`,
    );
    return 2;
  }
  const database = await openDatabase(databaseOptionsFromEnv());
  try {
    const bundled = loadBundledScreens();
    await loadMadeScreens(database.db, bundled);
    const manifest = await exportChannel({
      db: database.db,
      bundled,
      channel,
      out,
      app: loadCapabilities().current.app,
      ...(values['path-prefix'] ? { pathPrefix: values['path-prefix'] } : {}),
      ...(values['allow-origin'] ? { allowOrigin: values['allow-origin'] } : {}),
      ...(values.buckets ? { buckets: true } : {}),
    });
    let pages = '';
    if (module) {
      const byBucket = new Map<string, ReadonlyMap<string, number> | undefined>();
      for (const id of Object.keys(manifest.screens))
        if (await readOverlay(database.db, channel, id))
          byBucket.set(id, values.buckets ? new Map(Object.entries(manifest.buckets?.[id] ?? {})) : undefined);
      const written = await exportPages({
        appDir,
        module,
        out,
        env: process.env,
        publicOrigin: process.env.HATID_PUBLIC_ORIGIN,
        versions: Object.fromEntries(Object.entries(manifest.screens).map(([id, s]) => [id, s.version])),
        byBucket,
      });
      pages = ` Pages: ${written.length} in ${path.join(out, 'pages')} (English, and Filipino under pages/fil/)${byBucket.size ? ` (by bucket, without a first view at the top: ${[...byBucket.keys()].join(', ')})` : ''}.`;
    }
    const screens = Object.entries(manifest.screens);
    const published = screens.filter(([, s]) => s.version > 0).length;
    const made = screens.filter(([id]) => bundled.get(id)?.made).length;
    const staged = Object.keys(manifest.buckets ?? {});
    console.log(
      `Exported ${screens.length} screens of ${channel} from ${database.kind} (${database.where}) to ${out}: ${published} published (${made} made in the studio), ${screens.length - published} bundled.` +
        (values.buckets
          ? ` Bucket folders b00–b99 written; by bucket: ${staged.length ? staged.join(', ') : 'none (every bucket gets the live version)'}.`
          : '') +
        pages,
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
