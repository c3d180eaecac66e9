/** Replays part 3 of the QA fixtures in jsdom (see tests/fixtures.test.tsx). */
import { describeFixturePart } from './support/fixture-suite.tsx';

describeFixturePart(3);
