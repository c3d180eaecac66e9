/**
 * The Reviews, Audit and Users sections. Their views live in studio/review/, studio/audit/ and studio/admin/ (written
 * apart from the shell); until they are wired in, each says it is loading.
 */
import type { SessionInfo } from '../studio-api.ts';
import type { StudioTab } from './app-bar.tsx';

/** Props of SectionView (the props each section view takes, and which one). */
export interface SectionViewProps {
  tab: Exclude<StudioTab, 'screens'>;
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

const names = { reviews: 'Reviews', audit: 'Audit', users: 'Users' } as const;

/** The section's view. */
export function SectionView({ tab }: SectionViewProps) {
  return (
    <section className="st-section" aria-label={names[tab]}>
      <p className="st-welcome" role="status">
        Loading…
      </p>
    </section>
  );
}
