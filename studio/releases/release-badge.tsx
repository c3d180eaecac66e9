/**
 * Beside History in the screen's toolbar: what is under way on the screen, so nobody misses it — "Rolling out v7 ·
 * 10 %", "v8 at Sat, 12 Dec 2026, 09:00", or a halt within the last day ("v7 halted"). History shows the detail.
 */
import { useQuery } from '@tanstack/react-query';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { releaseState } from './release-api.ts';
import { manilaTime } from './release-words.ts';

/** The badge (nothing when nothing is under way). */
export function ReleaseBadge({ screenId }: { screenId: string }) {
  const client = useStudioClient();
  const state = useQuery(releaseState(client, screenId));
  if (!state.data) return null;
  const active = state.data.rollouts.find((r) => r.status === 'active');
  const waiting = state.data.schedules.find((s) => s.status === 'scheduled');
  const now = Date.parse(state.data.now);
  const halted = state.data.rollouts.find((r) => r.status === 'halted' && r.endedAt && now - Date.parse(r.endedAt) < 24 * 3600_000);
  const text = active
    ? `Rolling out v${active.version} · ${active.percent} %`
    : waiting
      ? `v${waiting.version} at ${manilaTime(waiting.at)}`
      : halted
        ? `v${halted.version} halted`
        : null;
  if (!text) return null;
  return (
    <span
      className={`st-badge ${halted && !active && !waiting ? 'st-badge--error' : 'st-badge--warning'}`}
      role="status"
      aria-label={`Under way: ${text}`}
    >
      {text}
    </span>
  );
}
