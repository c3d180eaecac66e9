/**
 * Replays the QA fixtures under tests/fixtures/ in jsdom (each checked against the fixture schema first), one test per
 * fixture named by its `name`: `-t "<name>"` or `npm run fixture -- "<name>"` runs one. This file is part 1; parts 2
 * and 3 (tests/fixtures-part-<n>.test.tsx) replay the others, so both workers share the replay.
 */
import { describeFixturePart } from './support/fixture-suite.tsx';

describeFixturePart(1);
