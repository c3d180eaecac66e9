/**
 * The published-screen store of the dev and preview servers: every published version of every screen kept as its own
 * file (`<dir>/<id>/<n>.json` with the text and who/when/why), never changed once written. A version file is written
 * to a temporary name and linked into place, so readers never see half a file and two servers publishing at once
 * cannot both take the same number. Publishing refuses a text with errors, and a stale base version.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HistoryEntry, Problem, Published } from '../../studio/studio-api.ts';

/** One stored version: its record and text. */
export interface StoredVersion extends HistoryEntry {
  text: string;
}

/** A store answer: the value, or why not with the HTTP status the studio API answers with. */
export type StoreResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409 | 422; message: string; problems?: Problem[]; published?: Published | null };

/** What publishing takes: the text, why, who, and the latest version the edit started from (0 = none). */
export interface PublishInput {
  text: string;
  message: string;
  author: string;
  baseVersion: number;
}

/** What a rollback takes: the version whose text to publish again, who, and why (default "Rollback to version N"). */
export interface RollbackInput {
  version: number;
  author: string;
  message?: string;
}

/** The published versions of screens, kept on disk. */
export interface ScreenStore {
  /** The folder it keeps its files in. */
  readonly dir: string;
  latest(id: string): Promise<StoredVersion | null>;
  /** Every version's record, newest first. */
  history(id: string): Promise<HistoryEntry[]>;
  version(id: string, n: number): Promise<StoredVersion | null>;
  publish(id: string, input: PublishInput): Promise<StoreResult<Published>>;
  rollback(id: string, input: RollbackInput): Promise<StoreResult<HistoryEntry>>;
}

/** Options of createScreenStore. */
export interface ScreenStoreOptions {
  /** Default: HATID_STORE_DIR, else `.hatid-store/` in the repository. */
  dir?: string;
  /** The problems of a text for screen `id` (errors refuse publishing). */
  validate: (text: string, id: string) => Problem[];
  now?: () => Date;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** HATID_STORE_DIR, else `.hatid-store/` in the repository root. */
export function defaultStoreDir(): string {
  return process.env.HATID_STORE_DIR ? path.resolve(process.env.HATID_STORE_DIR) : path.join(repoRoot, '.hatid-store');
}

/** A screen id as screens/ names files: letters, digits, dash, underscore. */
export const screenIdPattern = /^[A-Za-z0-9_-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toStored(value: unknown): StoredVersion | null {
  if (!isRecord(value)) return null;
  const { version, at, author, message, text, rollbackOf } = value;
  if (typeof version !== 'number' || typeof at !== 'string' || typeof author !== 'string' || typeof message !== 'string' || typeof text !== 'string') return null;
  return typeof rollbackOf === 'number' ? { version, at, author, message, rollbackOf, text } : { version, at, author, message, text };
}

function record({ text: _text, ...entry }: StoredVersion): HistoryEntry {
  return entry;
}

function isCode(err: unknown, code: string): boolean {
  return isRecord(err) && err.code === code;
}

/** A store over a folder (created on first publish). */
export function createScreenStore(options: ScreenStoreOptions): ScreenStore {
  const dir = options.dir ?? defaultStoreDir();
  const now = options.now ?? (() => new Date());
  // One publish at a time per screen in this process; the link below guards against other processes.
  const queues = new Map<string, Promise<unknown>>();
  const serial = <T>(id: string, job: () => Promise<T>): Promise<T> => {
    const run = (queues.get(id) ?? Promise.resolve()).then(job, job);
    queues.set(id, run.catch(() => undefined));
    return run;
  };
  const screenDir = (id: string) => {
    if (!screenIdPattern.test(id)) throw new Error(`Not a screen id: "${id}".`);
    return path.join(dir, id);
  };

  const numbers = async (id: string): Promise<number[]> => {
    let names: string[];
    try {
      names = await fs.readdir(screenDir(id));
    } catch (err) {
      if (isCode(err, 'ENOENT')) return [];
      throw err;
    }
    return names.flatMap((n) => (/^[1-9]\d*\.json$/.test(n) ? [Number(n.slice(0, -5))] : [])).sort((a, b) => b - a);
  };

  const version = async (id: string, n: number): Promise<StoredVersion | null> => {
    if (!Number.isInteger(n) || n < 1) return null;
    try {
      return toStored(JSON.parse(await fs.readFile(path.join(screenDir(id), `${n}.json`), 'utf8')));
    } catch (err) {
      if (isCode(err, 'ENOENT')) return null;
      throw err;
    }
  };

  const latest = async (id: string): Promise<StoredVersion | null> => {
    const [newest] = await numbers(id);
    return newest === undefined ? null : version(id, newest);
  };

  /** Writes version `entry.version`; false when another writer took that number first. */
  const write = async (id: string, entry: StoredVersion): Promise<boolean> => {
    const folder = screenDir(id);
    await fs.mkdir(folder, { recursive: true });
    const temp = path.join(folder, `.${entry.version}.${randomUUID()}.tmp`);
    await fs.writeFile(temp, JSON.stringify(entry, null, 2) + '\n');
    try {
      await fs.link(temp, path.join(folder, `${entry.version}.json`));
      return true;
    } catch (err) {
      if (isCode(err, 'EEXIST')) return false;
      throw err;
    } finally {
      await fs.rm(temp, { force: true });
    }
  };

  const append = async (id: string, text: string, fields: Omit<HistoryEntry, 'version' | 'at'>, baseVersion?: number): Promise<StoreResult<HistoryEntry>> => {
    const errors = options.validate(text, id).filter((p) => p.severity === 'error');
    if (errors.length > 0) return { ok: false, status: 422, message: `The screen has ${errors.length} error${errors.length === 1 ? '' : 's'}; it was not published.`, problems: errors };
    const current = await latest(id);
    const currentVersion = current?.version ?? 0;
    const stale = (published: Published | null): StoreResult<HistoryEntry> => ({
      ok: false,
      status: 409,
      message: `Version ${published?.version ?? 0} was published meanwhile${published ? ` by ${published.author}` : ''}; look at it before publishing.`,
      published,
    });
    if (baseVersion !== undefined && baseVersion !== currentVersion) return stale(current && record(current));
    const entry: StoredVersion = { version: currentVersion + 1, at: now().toISOString(), ...fields, text };
    if (!(await write(id, entry))) {
      const winner = await latest(id);
      return stale(winner && record(winner));
    }
    return { ok: true, value: record(entry) };
  };

  return {
    dir,
    latest,
    version,
    async history(id) {
      const list = await Promise.all((await numbers(id)).map((n) => version(id, n)));
      return list.flatMap((v) => (v ? [record(v)] : []));
    },
    publish(id, input) {
      const author = input.author.trim();
      const message = input.message.trim();
      if (!author || !message) return Promise.resolve({ ok: false, status: 400, message: 'Say who you are and why you publish (author and message).' });
      let docId: unknown;
      try {
        const doc: unknown = JSON.parse(input.text);
        docId = isRecord(doc) ? doc.id : undefined;
      } catch {
        docId = undefined;
      }
      if (typeof docId === 'string' && docId !== id) {
        return Promise.resolve({ ok: false, status: 400, message: `The text is the screen "${docId}", not "${id}".` });
      }
      return serial(id, () => append(id, input.text, { author, message }, input.baseVersion));
    },
    rollback(id, input) {
      const author = input.author.trim();
      if (!author) return Promise.resolve({ ok: false, status: 400, message: 'Say who you are (author).' });
      return serial(id, async () => {
        const old = await version(id, input.version);
        if (!old) return { ok: false, status: 404, message: `Screen "${id}" has no version ${input.version}.` };
        const message = input.message?.trim() || `Rollback to version ${old.version}`;
        return append(id, old.text, { author, message, rollbackOf: old.version });
      });
    },
  };
}
