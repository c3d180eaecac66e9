/**
 * Who else has the open screen open: a heartbeat every 20 seconds (and when the window gets focus, and when this
 * person starts or stops editing) says the screen is open here and answers the others the server saw in the last minute.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { heartbeat, type Presence } from '../studio-api.ts';

/** How often the heartbeat goes. */
export const heartbeatMs = 20_000;

/** The others on the screen, and a way to take the list a draft save answered. */
export interface PresenceState {
  others: Presence[];
  setOthers(others: Presence[]): void;
}

/** Heartbeats for `screenId` while `active` (signed in, session not ended). */
export function usePresence(screenId: string | null, editing: boolean, active: boolean, intervalMs = heartbeatMs): PresenceState {
  const [seen, setSeen] = useState<{ screenId: string | null; others: Presence[] }>({ screenId: null, others: [] });
  const editingNow = useRef(editing);
  editingNow.current = editing;

  useEffect(() => {
    if (screenId === null || !active) return undefined;
    let live = true;
    const beat = () => {
      heartbeat(screenId, editingNow.current).then(
        (others) => live && setSeen({ screenId, others }),
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
  }, [screenId, active, editing, intervalMs]);

  const setOthers = useCallback((others: Presence[]) => setSeen({ screenId, others }), [screenId]);
  return { others: seen.screenId === screenId ? seen.others : [], setOthers };
}
