/** The Reviews, Experiments, Health, Audit and Users sections: their views live in studio/review/, studio/releases/, studio/health/, studio/audit/ and studio/admin/. */
import type { SessionInfo } from '../studio-api.ts';
import { ReviewsView } from '../review/reviews-view.tsx';
import { AuditView } from '../audit/audit-view.tsx';
import { UsersView } from '../admin/users-view.tsx';
import { ExperimentsView } from '../releases/experiments-view.tsx';
import { HealthView } from '../health/health-view.tsx';
import type { StudioTab } from './app-bar.tsx';

/** Props of SectionView (the props each section view takes, and which one). */
export interface SectionViewProps {
  tab: Exclude<StudioTab, 'screens'>;
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

const views = { reviews: ReviewsView, experiments: ExperimentsView, health: HealthView, audit: AuditView, users: UsersView } as const;
const names = { reviews: 'Reviews', experiments: 'Experiments', health: 'Health', audit: 'Audit', users: 'Users' } as const;

/** The section's view. */
export function SectionView({ tab, session, onOpenScreen }: SectionViewProps) {
  const View = views[tab];
  return (
    <section className="st-section" aria-label={names[tab]}>
      <View session={session} onOpenScreen={onOpenScreen} />
    </section>
  );
}
