/** What the studio knows of the lender's answers: each endpoint's answer entity and the entity schemas of schemas/api/. */
import { answerShapes } from '../../adapters/http/check-answer.ts';
import type { DataCatalog } from '../../renderer/core/validation/screen-scope.ts';

const files = import.meta.glob<Record<string, unknown>>('../../schemas/api/*.schema.json', { eager: true, import: 'default' });

/** The catalog `npm run validate` checks paths with, for completion and the data panel. */
export const studioDataCatalog: DataCatalog = {
  answers: answerShapes,
  entities: Object.fromEntries(Object.entries(files).map(([file, schema]) => [file.replace(/^.*\//, '').replace(/\.schema\.json$/, ''), schema])),
};
