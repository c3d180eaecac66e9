/** Replays every QA fixture under tests/fixtures/ (each checked against the fixture schema first). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createSchemaAjv, loadSchemas } from '../scripts/schema-files.ts';
import type { QaFixture } from '../schemas/generated/entities.ts';
import { replayFixture } from './support/fixture-runner.tsx';

const files = import.meta.glob<unknown>('./fixtures/**/*.json', { eager: true, import: 'default' });
const validate = createSchemaAjv(loadSchemas()).getSchema('https://hatid.dev/schemas/fixture.schema.json');

function isFixture(value: unknown): value is QaFixture {
  return Boolean(validate?.(value));
}

describe('QA fixtures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('finds fixtures to replay', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
  });

  for (const [file, content] of Object.entries(files)) {
    it(`${file.replace('./fixtures/', '')}`, async () => {
      if (!isFixture(content)) throw new Error(`${file} is not a valid fixture: ${JSON.stringify(validate?.errors)}`);
      await replayFixture(content);
    }, 20_000);
  }
});
