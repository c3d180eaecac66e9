/** A throwaway self-signed TLS certificate for 127.0.0.1, made at run time by Debian's openssl (no download, never kept). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A PEM key and certificate pair. */
export interface TlsPair {
  key: string;
  cert: string;
}

function run(command: string, args: string[]): void {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('openssl is not installed (Debian: apt-get install openssl)');
    throw error;
  }
}

/** Makes a one-day P-256 certificate for 127.0.0.1 and localhost; browsers must be told to accept it. */
export function throwawayCert(): TlsPair {
  const dir = mkdtempSync(path.join(tmpdir(), 'hatid-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]);
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
