/**
 * What `npm run export-screens` writes for a channel: every bundled screen's live text (the bundled copy where nothing
 * was published), a manifest (version, ETag, sha256, bytes and what each uses) and the ETags in forms static hosts
 * take (`etags.json`, and `_headers` for Netlify / Cloudflare Pages style hosts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ChannelName, Schema, VersionUses } from '../db/schema.ts';
import type { BundledScreens } from '../store/bundled-screens.ts';
import { contentHash, etagOfHash, parseText, usesOf } from '../store/screen-facts.ts';
import { readChannel } from './channel-reads.ts';

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
  now?: () => Date;
}

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
        '  Access-Control-Expose-Headers: ETag, X-Screen-Version',
        '  Vary: Origin',
      ]
    : [];
  for (const id of options.bundled.ids) {
    const screen = options.bundled.get(id);
    if (!screen) continue;
    const history = await readChannel(options.db, options.channel, id);
    const version = history.live ? (history.versions[0] ?? 0) : 0;
    const text = history.live?.text ?? screen.text;
    // Hashed from the bytes written, whatever the database recorded.
    const sha256 = contentHash(text);
    const etag = etagOfHash(sha256);
    await fs.writeFile(path.join(options.out, `${id}.json`), text);
    manifest.screens[id] = { version, etag, sha256, bytes: Buffer.byteLength(text), uses: usesOf(parseText(text)) };
    etags[`${id}.json`] = etag;
    headers.push(
      `${prefix}/${id}.json`,
      `  ETag: ${etag}`,
      '  Cache-Control: no-cache',
      `  X-Screen-Version: ${version}`,
      '  Content-Type: application/json; charset=utf-8',
      ...cors,
      '',
    );
  }
  await fs.writeFile(path.join(options.out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  await fs.writeFile(path.join(options.out, 'etags.json'), JSON.stringify(etags, null, 2) + '\n');
  await fs.writeFile(path.join(options.out, '_headers'), headers.join('\n'));
  return manifest;
}
