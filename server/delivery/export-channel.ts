/**
 * What `npm run export-screens` writes for a channel: every bundled screen's live text (the bundled copy where nothing
 * was published) and every screen made in the studio that is live there, routes.json (the made screens' routes, as
 * the server's /screens/routes.json answers them), a manifest (version, ETag, sha256, bytes and what each uses) and the ETags in forms static hosts
 * take (`etags.json`, and `_headers` for Netlify / Cloudflare Pages style hosts). With `buckets`, also one folder per
 * rollout bucket (`b00/` … `b99/`, every screen in each) with what that bucket gets now (a rollout's or an
 * experiment's version, else the live one), for apps built with VITE_HATID_SCREENS_BUCKET_FOLDERS=1.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ChannelName, Schema, VersionUses } from '../db/schema.ts';
import type { BundledScreens } from '../store/bundled-screens.ts';
import { contentHash, etagOfHash, parseText, usesOf } from '../store/screen-facts.ts';
import { bucketCount } from '../../adapters/rollout-bucket.ts';
import { overlayVariant, overlayVersion, readOverlay } from './bucket-overlay.ts';
import { readChannel, readVersion } from './channel-reads.ts';
import { liveMadeRoutes } from './made-routes.ts';

/** One screen in manifest.json. */
export interface ExportedScreen {
  version: number;
  etag: string;
  sha256: string;
  bytes: number;
  uses: VersionUses;
}

/** manifest.json. */
export interface ExportManifest {
  channel: ChannelName;
  exportedAt: string;
  /** The app version of the server's build (its capability manifest). */
  app: string;
  screens: Record<string, ExportedScreen>;
  /** With `buckets`: per screen whose buckets differ from its live version, the version each bucket folder holds. */
  buckets?: Record<string, Record<string, number>>;
}

/** Options of exportChannel. */
export interface ExportOptions {
  db: Kysely<Schema>;
  bundled: BundledScreens;
  channel: ChannelName;
  out: string;
  app: string;
  /** The URL path the folder is served under, for `_headers` (default /screens). */
  pathPrefix?: string;
  /** The borrower app's origin when the screens are on another origin: `_headers` then carries the CORS headers it needs. */
  allowOrigin?: string;
  /** Also write the bucket folders b00/ … b99/. */
  buckets?: boolean;
  now?: () => Date;
}

/** A bucket's folder name: b00 … b99. */
export const bucketFolder = (bucket: number) => `b${String(bucket).padStart(2, '0')}`;

/** Writes the channel's live screens into `out` and answers the manifest. */
export async function exportChannel(options: ExportOptions): Promise<ExportManifest> {
  const prefix = (options.pathPrefix ?? '/screens').replace(/\/+$/, '');
  await fs.mkdir(options.out, { recursive: true });
  const manifest: ExportManifest = {
    channel: options.channel,
    exportedAt: (options.now ?? (() => new Date()))().toISOString(),
    app: options.app,
    screens: {},
  };
  const etags: Record<string, string> = {};
  const headers: string[] = [];
  // The app sends If-None-Match (not a simple header) and reads ETag and X-Screen-Version from another origin.
  const cors = options.allowOrigin
    ? [
        `  Access-Control-Allow-Origin: ${options.allowOrigin}`,
        '  Access-Control-Allow-Headers: If-None-Match, Accept',
        '  Access-Control-Expose-Headers: ETag, X-Screen-Version, X-Screen-Variant',
        '  Vary: Origin',
      ]
    : [];
  /** Writes one file with its ETag and headers entries. */
  const write = async (file: string, text: string, version: number, variant: string) => {
    // Hashed from the bytes written, whatever the database recorded.
    const sha256 = contentHash(text);
    const etag = etagOfHash(sha256);
    await fs.writeFile(path.join(options.out, file), text);
    etags[file] = etag;
    headers.push(
      `${prefix}/${file}`,
      `  ETag: ${etag}`,
      '  Cache-Control: no-cache',
      `  X-Screen-Version: ${version}`,
      ...(variant ? [`  X-Screen-Variant: ${variant}`] : []),
      '  Content-Type: application/json; charset=utf-8',
      ...cors,
      '',
    );
    return { sha256, etag };
  };
  const folders = options.buckets ? Array.from({ length: bucketCount }, (_, b) => bucketFolder(b)) : [];
  for (const folder of folders) await fs.mkdir(path.join(options.out, folder), { recursive: true });
  for (const id of options.bundled.ids) {
    const screen = options.bundled.get(id);
    if (!screen) continue;
    const history = await readChannel(options.db, options.channel, id);
    const version = history.live ? (history.versions[0] ?? 0) : 0;
    // A screen made in the studio is written once it is live on the channel: its version 0 is its start, never served.
    if (screen.made && version === 0) continue;
    const text = history.live?.text ?? screen.text;
    const { sha256, etag } = await write(`${id}.json`, text, version, '');
    manifest.screens[id] = { version, etag, sha256, bytes: Buffer.byteLength(text), uses: usesOf(parseText(text)) };
    if (!options.buckets) continue;
    const overlay = await readOverlay(options.db, options.channel, id);
    const texts = new Map<number, string>([[version, text]]);
    for (let bucket = 0; bucket < folders.length; bucket++) {
      const wanted = overlayVersion(overlay, bucket) ?? version;
      if (!texts.has(wanted)) texts.set(wanted, (await readVersion(options.db, id, wanted))?.text ?? (wanted === 0 ? screen.text : text));
      const variant = overlay?.kind === 'experiment' ? overlayVariant(overlay, bucket) : '';
      await write(`${folders[bucket]}/${id}.json`, texts.get(wanted) ?? text, wanted, variant);
      if (wanted !== version) ((manifest.buckets ??= {})[id] ??= {})[folders[bucket] as string] = wanted;
    }
  }
  // The routes of the made screens written, which the app asks for a path its own route table does not know.
  await fs.writeFile(
    path.join(options.out, 'routes.json'),
    JSON.stringify(await liveMadeRoutes(options.db, options.bundled, options.channel)) + '\n',
  );
  headers.push(`${prefix}/routes.json`, '  Cache-Control: no-cache', '  Content-Type: application/json; charset=utf-8', ...cors, '');
  await fs.writeFile(path.join(options.out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  await fs.writeFile(path.join(options.out, 'etags.json'), JSON.stringify(etags, null, 2) + '\n');
  await fs.writeFile(path.join(options.out, '_headers'), headers.join('\n'));
  return manifest;
}
