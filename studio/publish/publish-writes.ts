/** Sending an edit: for review (a change request) or published now; the screens and the change requests are fetched again after. */
import { useMutation } from '@tanstack/react-query';
import { releaseKeys, submitVariant } from '../releases/release-api.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import {
  proposeFixtureUpdates,
  publishScreen,
  StudioApiError,
  submitChangeRequest,
  type ChangeRequest,
  type EditRequest,
  type StudioClient,
  type VersionInfo,
} from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';
import { useStudio } from '../state/studio-store-context.tsx';

/** How the edit goes: for review or published now. */
export type SendHow = 'submit' | 'publish';

/** What the server made of the edit (fixtureProblem: the request was made, its proposed fixture updates not attached, and why). */
export type SentEdit = { how: 'submit'; changeRequest: ChangeRequest; fixtureProblem?: string } | { how: 'publish'; version: VersionInfo };

/** A fixture update proposed with the change. */
type FixtureUpdate = { file: string; fixture: QaFixture };

/** Sends a change request (`submit`: the screen's, or a variant's of an experiment) and then the fixture updates it proposes. */
async function submitWithUpdates(client: StudioClient, submit: () => Promise<ChangeRequest>, updates: readonly FixtureUpdate[]): Promise<SentEdit> {
  const changeRequest = await submit();
  if (updates.length === 0) return { how: 'submit', changeRequest };
  try {
    await proposeFixtureUpdates(client, changeRequest.id, updates);
    return { how: 'submit', changeRequest };
  } catch (err) {
    return { how: 'submit', changeRequest, fixtureProblem: err instanceof StudioApiError ? err.message : String(err) };
  }
}

/** Sends edits of screen `screenId`. */
export function useSendEdit(screenId: string) {
  const client = useStudioClient();
  // The report of the screen's fixtures replayed on exactly this text goes along (the server refuses a publish without).
  const fixtureReport = useStudio((s) => s.actions.fixtureReport);
  return useMutation({
    // experimentId: the edit is a variant of that (draft) experiment, sent for review as one.
    mutationFn: async ({
      how,
      edit,
      experimentId,
      fixtureUpdates = [],
    }: {
      how: SendHow;
      edit: EditRequest;
      experimentId?: number;
      fixtureUpdates?: readonly FixtureUpdate[];
    }): Promise<SentEdit> =>
      // A variant's proposed fixture updates go with it as a change's do; its approval keeps them for that variant alone.
      experimentId !== undefined
        ? await submitWithUpdates(client, () => submitVariant(client, experimentId, { text: edit.text, reason: edit.reason }), fixtureUpdates)
        : how === 'submit'
          ? await submitWithUpdates(client, () => submitChangeRequest(client, screenId, edit), fixtureUpdates)
          : { how, version: await publishScreen(client, screenId, edit, fixtureReport(screenId, edit.text)) },
    meta: { invalidates: [queryKeys.screens(), queryKeys.changeRequests(), releaseKeys.experiments()] },
  });
}
