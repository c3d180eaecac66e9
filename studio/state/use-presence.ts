/**
 * Who else has the open screen open: a heartbeat every 20 seconds (and when the window gets focus, and when this
 * person starts or stops editing) says the screen is open here and puts the others the server saw in the last minute
 * into the store.
 */
import { useEffect } from 'react';
import { heartbeat } from '../studio-api.ts';
import { selectEditing } from './studio-derived.ts';
import { useStudio } from './studio-store-context.tsx';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** How often the heartbeat goes. */
export const heartbeatMs = 20_000;

/** Heartbeats for the open screen while the session has not ended. */
export function usePresence(intervalMs = heartbeatMs): void {
  const client = useStudioClient();
  const screenId = useStudio((s) => s.screen?.id ?? null);
  const active = useStudio((s) => s.active);
  const editing = useStudio(selectEditing);
  const setOthers = useStudio((s) => s.actions.setOthers);

  useEffect(() => {
    if (screenId === null || !active) return undefined;
    let live = true;
    const beat = () => {
      heartbeat(client, screenId, editing).then(
        (others) => live && setOthers(screenId, others),
        // A missed heartbeat only makes the list a little older; an ended session is said elsewhere.
        () => undefined,
      );
    };
    beat();
    const timer = setInterval(beat, intervalMs);
    window.addEventListener('focus', beat);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', beat);
    };
  }, [screenId, active, editing, intervalMs, setOthers, client]);
}
