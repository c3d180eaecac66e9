/**
 * The capability manifests the server knows: this build's (schemas/generated/capabilities.json) and those of builds
 * already on borrowers' phones (capabilities/released/*.json), read once at start. Delivery picks, for an app version,
 * the newest version its manifest can draw; the studio warns about what older builds lack.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resourceRoot } from '../app-paths.ts';
import type { Manifest } from '../../renderer/core/validation/check-capabilities.ts';
import { isRecord } from '../../renderer/core/is-record.ts';

/** This build's manifest and the released ones (oldest first). */
export interface Capabilities {
  current: Manifest;
  released: Manifest[];
}

/** Where the manifests are. */
export interface ManifestPaths {
  /** This build's manifest. */
  capabilitiesFile: string;
  /** Released builds' manifests. */
  releasedDir: string;
}

/** The repository's manifests. */
export const defaultManifestPaths: ManifestPaths = {
  capabilitiesFile: path.join(resourceRoot, 'schemas', 'generated', 'capabilities.json'),
  releasedDir: path.join(resourceRoot, 'capabilities', 'released'),
};

function isManifest(value: unknown): value is Manifest {
  return (
    isRecord(value) &&
    typeof value.app === 'string' &&
    typeof value.schemaVersion === 'number' &&
    isRecord(value.widgets) &&
    isRecord(value.actions) &&
    isRecord(value.functions)
  );
}

/** "0.10.0" after "0.9.1". */
export function compareAppVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Reads the manifests; throws when this build's is missing or malformed (run npm run gen). */
export function loadCapabilities(paths: ManifestPaths = defaultManifestPaths): Capabilities {
  const current: unknown = JSON.parse(fs.readFileSync(paths.capabilitiesFile, 'utf8'));
  if (!isManifest(current)) throw new Error(`${paths.capabilitiesFile} is not a capability manifest (run npm run gen)`);
  const names = fs.existsSync(paths.releasedDir) ? fs.readdirSync(paths.releasedDir).filter((n) => n.endsWith('.json')) : [];
  const released: Manifest[] = [];
  for (const name of names) {
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(paths.releasedDir, name), 'utf8'));
    if (isManifest(manifest)) released.push(manifest);
  }
  return { current, released: released.sort((a, b) => compareAppVersions(a.app, b.app)) };
}

/** The manifest of an app version (this build's or a released one), or undefined for a version nobody knows. */
export function manifestOf(capabilities: Capabilities, app: string): Manifest | undefined {
  if (capabilities.current.app === app) return capabilities.current;
  return capabilities.released.find((m) => m.app === app);
}
