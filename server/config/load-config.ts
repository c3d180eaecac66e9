/**
 * The server's configuration, read once at start from the environment and checked against settings.ts: the first
 * wrong variable stops the start with one line naming it and what is wrong (ConfigError), before anything is opened.
 */
import type { z } from 'zod';
import { settings, type SettingName } from './settings.ts';

/** A wrong variable: the message is one line, naming it. */
export class ConfigError extends Error {
  constructor(
    /** The variable that is wrong. */
    readonly variable: SettingName,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Each variable's checked value. */
export type ConfigValues = { [K in SettingName]: z.output<(typeof settings)[K]['schema']> };

/** The checked configuration. */
export interface Config extends ConfigValues {
  /** The build's variables the server reads for the CSP (VITE_HATID_*), as set. */
  buildEnv: Record<string, string | undefined>;
}

/** Reads and checks every variable of settings.ts; throws ConfigError for the first wrong one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const values: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(settings) as [SettingName, (typeof settings)[SettingName]][]) {
    const given = env[name] === '' ? undefined : env[name];
    const parsed = (setting.schema as z.ZodType<unknown, string | undefined>).safeParse(given);
    if (!parsed.success) {
      const why = parsed.error.issues[0]?.message ?? 'is not valid';
      const shown = given === undefined || /SECRET|KEY|DATABASE_URL/.test(name) ? '' : ` (got "${given}")`;
      throw new ConfigError(name, `${name} ${why}${why.includes('got "') ? '' : shown}`);
    }
    values[name] = parsed.data;
  }
  const config = values as ConfigValues;
  if (Boolean(config.HATID_TLS_CERT) !== Boolean(config.HATID_TLS_KEY)) {
    const missing = config.HATID_TLS_CERT ? 'HATID_TLS_KEY' : 'HATID_TLS_CERT';
    throw new ConfigError(missing, `${missing} is missing: HATID_TLS_CERT and HATID_TLS_KEY go together (set both PEM files, or neither)`);
  }
  if (config.NODE_ENV === 'production' && !config.HATID_PUBLIC_ORIGIN) {
    throw new ConfigError(
      'HATID_PUBLIC_ORIGIN',
      'HATID_PUBLIC_ORIGIN is required when NODE_ENV=production: the origin browsers use (https://studio.example.ph), the only one studio writes are accepted from',
    );
  }
  if (config.NODE_ENV === 'production' && config.HATID_TEST_CLOCK) {
    throw new ConfigError('HATID_TEST_CLOCK', 'HATID_TEST_CLOCK is for tests only: a production server goes by the real clock');
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    throw new ConfigError('METRICS_PORT', `METRICS_PORT must differ from PORT (both ${config.PORT})`);
  }
  const buildEnv = Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('VITE_HATID_')));
  return { ...config, buildEnv };
}
