/** The configuration module: defaults, and a wrong variable refused in one line that names it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config/load-config.ts';

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      HOST: '127.0.0.1',
      HATID_TRUST_PROXY: 0,
      HATID_SIGN_IN_PER_MINUTE: 10,
      HATID_SHUTDOWN_TIMEOUT_MS: 10_000,
      LOG_LEVEL: 'info',
      HATID_SANDBOX: false,
    });
    expect(config.HATID_PUBLIC_ORIGIN).toBeUndefined();
    expect(config.METRICS_PORT).toBeUndefined();
  });

  it('reads set values (an empty one counts as unset)', () => {
    const config = loadConfig({
      PORT: '4350',
      HATID_TRUST_PROXY: '2',
      HATID_PUBLIC_ORIGIN: 'https://studio.example.ph/',
      HATID_SANDBOX: '1',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      PORT: 4350,
      HATID_TRUST_PROXY: 2,
      HATID_PUBLIC_ORIGIN: 'https://studio.example.ph',
      HATID_SANDBOX: true,
      LOG_LEVEL: 'info',
    });
  });

  it.each([
    [{ PORT: 'notaport' }, 'PORT', 'PORT must be a port number from 1 to 65535 (got "notaport")'],
    [{ PORT: '70000' }, 'PORT', 'PORT must be a port number from 1 to 65535 (got "70000")'],
    [{ METRICS_PORT: '-1' }, 'METRICS_PORT', 'METRICS_PORT must be a port number from 1 to 65535 (got "-1")'],
    [{ VITE_HATID_HOSTS: 'a.example,https://evil.example/x' }, 'VITE_HATID_HOSTS', 'https://evil.example/x'],
    [{ HATID_TRUST_PROXY: 'yes' }, 'HATID_TRUST_PROXY', 'HATID_TRUST_PROXY must be the number of proxies'],
    [{ HATID_PUBLIC_ORIGIN: 'https://studio.example.ph/studio' }, 'HATID_PUBLIC_ORIGIN', 'must be an origin'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent (got "loud")'],
    [{ HATID_AUTH_SECRET: 'short' }, 'HATID_AUTH_SECRET', 'HATID_AUTH_SECRET must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT', 'METRICS_PORT must differ from PORT'],
  ])('refuses %j, naming the variable in one line', (env, variable, says) => {
    const err = refusal(env);
    expect(err.variable).toBe(variable);
    expect(err.message.startsWith(`${variable} `)).toBe(true);
    expect(err.message).toContain(says);
    expect(err.message).not.toContain('\n');
  });

  it('never repeats a secret in its message', () => {
    expect(refusal({ HATID_AUTH_SECRET: 'hunter2' }).message).not.toContain('hunter2');
  });

  it('refuses an unreadable TLS key, and a certificate without its key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-config-'));
    const cert = path.join(dir, 'cert.pem');
    fs.writeFileSync(cert, 'not checked here');
    try {
      const missing = refusal({ HATID_TLS_CERT: cert, HATID_TLS_KEY: path.join(dir, 'nope.pem') });
      expect(missing.variable).toBe('HATID_TLS_KEY');
      expect(missing.message).toContain('cannot be read');
      expect(refusal({ HATID_TLS_CERT: cert }).message).toMatch(/^HATID_TLS_KEY is missing/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses production without HATID_PUBLIC_ORIGIN, naming it', () => {
    const err = refusal({ NODE_ENV: 'production' });
    expect(err.variable).toBe('HATID_PUBLIC_ORIGIN');
    expect(err.message).toMatch(/^HATID_PUBLIC_ORIGIN is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', HATID_PUBLIC_ORIGIN: 'https://studio.example.ph' }).HATID_PUBLIC_ORIGIN).toBe(
      'https://studio.example.ph',
    );
  });
});
