/** Sending an edit: for review (a change request) or published now; the screens and the change requests are fetched again after. */
import { useMutation } from '@tanstack/react-query';
import { releaseKeys, submitVariant } from '../releases/release-api.ts';
import { publishScreen, submitChangeRequest, type ChangeRequest, type EditRequest, type VersionInfo } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';
import { useStudio } from '../state/studio-store-context.tsx';

/** How the edit goes: for review or published now. */
export type SendHow = 'submit' | 'publish';

/** What the server made of the edit. */
export type SentEdit = { how: 'submit'; changeRequest: ChangeRequest } | { how: 'publish'; version: VersionInfo };

/** Sends edits of screen `screenId`. */
export function useSendEdit(screenId: string) {
  const client = useStudioClient();
  // The report of the screen's fixtures replayed on exactly this text goes along (the server refuses a publish without).
  const fixtureReport = useStudio((s) => s.actions.fixtureReport);
  return useMutation({
    // experimentId: the edit is a variant of that (draft) experiment, sent for review as one.
    mutationFn: async ({ how, edit, experimentId }: { how: SendHow; edit: EditRequest; experimentId?: number }): Promise<SentEdit> =>
      experimentId !== undefined
        ? { how: 'submit', changeRequest: await submitVariant(client, experimentId, { text: edit.text, reason: edit.reason }) }
        : how === 'submit'
          ? { how, changeRequest: await submitChangeRequest(client, screenId, edit) }
          : { how, version: await publishScreen(client, screenId, edit, fixtureReport(screenId, edit.text)) },
    meta: { invalidates: [queryKeys.screens(), queryKeys.changeRequests(), releaseKeys.experiments()] },
  });
}
