/** `npm run gen:env`: writes the environment table of docs/deploying.md from server/config/settings.ts (`--check`: only compares). */
import fs from 'node:fs';
import { withEnvTable } from '../server/config/env-table.ts';

const file = new URL('../docs/deploying.md', import.meta.url);
const readme = fs.readFileSync(file, 'utf8');
const next = withEnvTable(readme);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('docs/deploying.md: the environment table differs from server/config/settings.ts; run npm run gen:env');
    process.exit(1);
  }
} else if (next !== readme) {
  fs.writeFileSync(file, next);
  console.log('docs/deploying.md: environment table written');
}
