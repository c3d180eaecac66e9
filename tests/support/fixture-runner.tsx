/** Replays a QA fixture (schemas/fixture.schema.json) against a real screen in jsdom, with the sandbox behind it. */
import type { QaFixture } from '../../schemas/generated/entities.ts';
import type { RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { openInJsdom } from './jsdom-fixture-driver.tsx';
import { runFixtureSteps } from './run-fixture-steps.ts';

/** Replays one fixture in jsdom; throws (failing the test) at the first step that does not hold, with what did happen. */
export async function replayFixture(fixture: QaFixture, file?: string): Promise<RecordingPorts> {
  const replay = await openInJsdom(fixture);
  try {
    await runFixtureSteps(fixture, replay.driver, file);
  } finally {
    replay.stop();
  }
  return replay.ports;
}
