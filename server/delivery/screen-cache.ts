/**
 * The delivery's per-process cache: for each channel and screen, the live answer and the channel's release history,
 * ready in memory. An entry is dropped from use when a NOTIFY names its screen (or after `maxAgeMs`, in case a
 * notification was missed: then the old answer is served while a fresh one loads). When the database does not
 * answer, the last answer is kept, else the bundled copy is served; the database is asked again after a pause.
 */
import type { Kysely } from 'kysely';
import { drawableBy, type Manifest } from '../../renderer/core/validation/check-capabilities.ts';
import type { ChannelName, Schema } from '../db/schema.ts';
import type { BundledScreens } from '../store/bundled-screens.ts';
import { manifestOf, type Capabilities } from '../store/capability-manifests.ts';
import { parseText } from '../store/screen-facts.ts';
import { isDatabaseDown } from '../store/store-context.ts';
import { overlayVariant, overlayVersion, readOverlay, type Overlay } from './bucket-overlay.ts';
import { readChannel, readVersion } from './channel-reads.ts';
import { makeServed, type Served } from './served.ts';

/** Options of createScreenCache. */
export interface ScreenCacheOptions {
  db: Kysely<Schema>;
  bundled: BundledScreens;
  capabilities: Capabilities;
  /** A cached answer is checked again after this long even without a notification. */
  maxAgeMs: number;
  /** A database read slower than this counts as the database being down. */
  loadTimeoutMs: number;
  /** After the database failed, copies are served without asking it again for this long. */
  retryAfterMs: number;
  /** Milliseconds, monotonic. */
  clock: () => number;
  /** Told about a database failure that is not the database being down (a bug). */
  onError?: (err: unknown) => void;
  /** False while the database is known to be down: copies are served without asking it (default: always up). */
  isUp?: () => boolean;
}

interface Entry {
  /** The invalidation counter when its load started. */
  start: number;
  loadedAt: number;
  versions: number[];
  /** Null for a screen made in the studio that was never released on the channel (404: borrowers never get its start). */
  live: Served | null;
  /** The answer per app version (null: no version of the history fits that build). */
  byApp: Map<string, Served | null>;
  /** What production serves by bucket on top of the live version (a rollout, an experiment). */
  overlay: Overlay | undefined;
  /** The overlay's answer per `<app>|<version>` (null: that build cannot draw it, so it gets the live targeting). */
  byBucket: Map<string, Served | null>;
}

/** A prepared version with its parsed document (for the capability check). */
interface Known {
  served: Served;
  doc: unknown;
}

class Timeout extends Error {}

/** An experiment's answer says which variant it is (X-Screen-Variant: A, B, …), for the app's field reports. */
function withVariant(served: Served, variant: string): Served {
  if (!variant || variant === 'rollout') return served;
  return {
    ...served,
    headers: { ...served.headers, 'X-Screen-Variant': variant },
    notModified: { ...served.notModified, 'X-Screen-Variant': variant },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The cache; `null` from get/peek means no version fits that app build (answer 404: it keeps its own copy). */
export function createScreenCache(options: ScreenCacheOptions) {
  const { db, bundled, capabilities, clock } = options;
  const isUp = options.isUp ?? (() => true);
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { start: number; promise: Promise<Entry> }>();
  const invalidatedAt = new Map<string, number>();
  const versions = new Map<string, Known>();
  const drawable = new Map<string, boolean>();
  let counter = 0;
  let allInvalidatedAt = 0;
  let downUntil = 0;
  /** Whether to ask the database now: it is not known to be down, and no failure asked for a pause. */
  const mayAsk = () => clock() >= downUntil && isUp();

  const bundledKnown = new Map<string, Known>();
  for (const id of bundled.ids) {
    const screen = bundled.get(id);
    if (screen) bundledKnown.set(id, { served: makeServed(0, screen.text, screen.hash), doc: parseText(screen.text) });
  }

  const keyOf = (channel: ChannelName, id: string) => `${channel}:${id}`;
  const lastInvalidation = (key: string) => Math.max(invalidatedAt.get(key) ?? 0, allInvalidatedAt);
  const valid = (key: string, entry: Entry) => lastInvalidation(key) <= entry.start;

  const known = async (id: string, version: number): Promise<Known | undefined> => {
    if (version === 0) return bundledKnown.get(id);
    const k = `${id}:${version}`;
    let found = versions.get(k);
    if (!found) {
      if (!isUp()) throw new Timeout('the database is down');
      const row = await withTimeout(readVersion(db, id, version), options.loadTimeoutMs);
      if (!row) return undefined;
      found = { served: makeServed(version, row.text, row.hash), doc: parseText(row.text) };
      // Versions never change, so this only needs a bound.
      if (versions.size >= 1000) versions.clear();
      versions.set(k, found);
    }
    return found;
  };

  const fits = (k: Known, manifest: Manifest): boolean => {
    const memo = `${manifest.app}:${k.served.etag}`;
    let answer = drawable.get(memo);
    if (answer === undefined) {
      answer = drawableBy(k.doc, manifest);
      if (drawable.size >= 10_000) drawable.clear();
      drawable.set(memo, answer);
    }
    return answer;
  };

  const load = (channel: ChannelName, id: string): Promise<Entry> => {
    const key = keyOf(channel, id);
    const running = loading.get(key);
    if (running && lastInvalidation(key) <= running.start) return running.promise;
    const start = counter;
    const promise = (async () => {
      const [history, overlay] = await withTimeout(Promise.all([readChannel(db, channel, id), readOverlay(db, channel, id)]), options.loadTimeoutMs);
      const liveVersion = history.versions[0] ?? 0;
      let live = bundledKnown.get(id)?.served ?? null;
      if (liveVersion > 0 && history.live) {
        const k = `${id}:${liveVersion}`;
        const found = versions.get(k) ?? { served: makeServed(liveVersion, history.live.text, history.live.hash), doc: parseText(history.live.text) };
        versions.set(k, found);
        live = found.served;
      }
      if (!live && !bundled.get(id)?.made) throw new Error(`screen "${id}" has no bundled copy`);
      const entry: Entry = { start, loadedAt: clock(), versions: history.versions, live, byApp: new Map(), overlay, byBucket: new Map() };
      entries.set(key, entry);
      return entry;
    })();
    const tracked = promise.finally(() => {
      if (loading.get(key)?.promise === tracked) loading.delete(key);
    });
    loading.set(key, { start, promise: tracked });
    return tracked;
  };

  /** The version a bucket gets from the overlay, when that build can draw it (no manifest: it can). */
  const bucketTarget = async (id: string, entry: Entry, app: string | undefined, bucket: number | undefined): Promise<Served | null> => {
    const wanted = overlayVersion(entry.overlay, bucket);
    if (wanted === undefined) return null;
    const memoKey = `${app ?? ''}|${wanted}`;
    let memo = entry.byBucket.get(memoKey);
    if (memo === undefined) {
      const k = await known(id, wanted);
      const manifest = app ? manifestOf(capabilities, app) : undefined;
      memo = k && (!manifest || fits(k, manifest)) ? withVariant(k.served, overlayVariant(entry.overlay, bucket)) : null;
      entry.byBucket.set(memoKey, memo);
    }
    return memo;
  };

  /** The answer for an app version and bucket from an entry: the overlay's version, else the newest of the history that build can draw. */
  const target = async (id: string, entry: Entry, app: string | undefined, bucket?: number): Promise<Served | null> => {
    const byBucket = await bucketTarget(id, entry, app, bucket);
    if (byBucket) return byBucket;
    const manifest = app ? manifestOf(capabilities, app) : undefined;
    if (!app || !manifest) return entry.live;
    const memo = entry.byApp.get(app);
    if (memo !== undefined) return memo;
    let chosen: Served | null = null;
    for (const version of entry.versions) {
      const k = await known(id, version);
      if (k && fits(k, manifest)) {
        chosen = k.served;
        break;
      }
    }
    entry.byApp.set(app, chosen);
    return chosen;
  };

  /** When the database is down: the bundled copy if that build can draw it. */
  const fallback = (id: string, app: string | undefined): Served | null => {
    const k = bundledKnown.get(id);
    if (!k) return null;
    const manifest = app ? manifestOf(capabilities, app) : undefined;
    return !manifest || fits(k, manifest) ? k.served : null;
  };

  const failed = (err: unknown) => {
    downUntil = clock() + options.retryAfterMs;
    if (!(err instanceof Timeout) && !isDatabaseDown(err)) options.onError?.(err);
  };

  return {
    /** The answer when it is ready in memory (no I/O, no await), else undefined. */
    peek(channel: ChannelName, id: string, app: string | undefined, bucket?: number): Served | null | undefined {
      const entry = entries.get(keyOf(channel, id));
      if (!entry || !valid(keyOf(channel, id), entry) || clock() - entry.loadedAt >= options.maxAgeMs) return undefined;
      const wanted = overlayVersion(entry.overlay, bucket);
      if (wanted !== undefined) {
        const memo = entry.byBucket.get(`${app ?? ''}|${wanted}`);
        if (memo === undefined) return undefined;
        if (memo) return memo;
      }
      if (!app) return entry.live;
      return manifestOf(capabilities, app) ? entry.byApp.get(app) : entry.live;
    },

    /** The answer for a bundled screen id (the caller checks the id). */
    async get(channel: ChannelName, id: string, app: string | undefined, bucket?: number): Promise<Served | null> {
      const key = keyOf(channel, id);
      const entry = entries.get(key);
      const usable = entry && valid(key, entry) ? entry : undefined;
      if (usable && clock() - usable.loadedAt >= options.maxAgeMs && mayAsk()) {
        // Past the safety expiry: serve what we have while a fresh copy loads.
        load(channel, id).catch(failed);
      }
      if (!usable && mayAsk()) {
        try {
          return await target(id, await load(channel, id), app, bucket);
        } catch (err) {
          failed(err);
        }
      }
      const kept = usable ?? entry;
      if (!kept) return fallback(id, app);
      try {
        return await target(id, kept, app, bucket);
      } catch (err) {
        failed(err);
        return kept.live;
      }
    },

    /** Whether the screen's last loaded entry has a staged rollout or a running experiment (what it serves differs by bucket). */
    overlaid(channel: ChannelName, id: string): boolean {
      return entries.get(keyOf(channel, id))?.overlay !== undefined;
    },

    /** Forget what is cached of a screen on both channels (a NOTIFY named it). */
    invalidate(id: string): void {
      counter += 1;
      invalidatedAt.set(keyOf('staging', id), counter);
      invalidatedAt.set(keyOf('production', id), counter);
    },

    /** Forget everything (listening resumed after a lost connection: notifications may have been missed). */
    invalidateAll(): void {
      counter += 1;
      allInvalidatedAt = counter;
      downUntil = 0;
    },
  };
}

/** The cache's type. */
export type ScreenCache = ReturnType<typeof createScreenCache>;
