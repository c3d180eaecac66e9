/**
 * The environment table of docs/deploying.md, made from settings.ts (npm run gen:env writes it between the env-table markers;
 * tests/server/config/env-table.test.ts fails when the copy there differs).
 */
import { settings } from './settings.ts';

/** The markers around the generated table in docs/deploying.md. */
export const envTableMarkers = { start: '<!-- env-table:start (npm run gen:env) -->', end: '<!-- env-table:end -->' } as const;

/** The table as Markdown: variable, type, default, meaning. */
export function envTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = Object.entries(settings).map(([name, s]) => `| \`${name}\` | ${cell(s.type)} | ${cell(s.default)} | ${cell(s.meaning)} |`);
  return ['| variable | type | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with its table replaced by the current one; throws when the markers are missing. */
export function withEnvTable(readme: string): string {
  const start = readme.indexOf(envTableMarkers.start);
  const end = readme.indexOf(envTableMarkers.end);
  if (start < 0 || end < start) throw new Error(`docs/deploying.md has no ${envTableMarkers.start} … ${envTableMarkers.end} markers`);
  return `${readme.slice(0, start + envTableMarkers.start.length)}\n${envTable()}\n${readme.slice(end)}`;
}
