/** The complaint list hand-written: the same widget components and the same DOM as clist-sdui, no document, no store. */
import { createRoot } from 'react-dom/client';
import { CellWidget } from '../../widgets/cell.tsx';
import { EmptyStateWidget } from '../../widgets/empty-state.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { TabsWidget } from '../../widgets/tabs.tsx';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { registerComplaintList } from '../clist-case.ts';
import { complaintTabs, type ComplaintEntry } from '../complaint-list-reference.ts';

type Tab = (typeof complaintTabs)[number];

const openDetails = async () => 'done' as const;

function Entry({ entry }: { entry: ComplaintEntry }) {
  return (
    <StackWidget surface="card" gap="none">
      <CellWidget title={entry.type} value={entry.time} description={entry.content} chevron onTap={openDetails} />
    </StackWidget>
  );
}

function tabContent(tab: unknown) {
  const list = (tab as Tab).list;
  if (list.length === 0) return <EmptyStateWidget icon="empty" title="No complaints here" text="Complaints you send will be listed here." />;
  return (
    <div className="h-repeat h-repeat--column h-gap--sm">
      {list.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </div>
  );
}

function ComplaintList({ tabs }: { tabs: Tab[] }) {
  return (
    <div className="h-page" data-screen="complaint-list" data-phase="ready">
      <main className="h-page__body">
        <TabsWidget id="complaint-tabs" items={tabs} label={(t) => String((t as Tab).title)} render={tabContent} />
        {tabs.length === 0 ? <EmptyStateWidget icon="empty" title="No complaints yet" /> : null}
      </main>
    </div>
  );
}

registerComplaintList((target) => {
  const root = createRoot(target);
  root.render(<ComplaintList tabs={complaintTabs} />);
  return { unmount: () => root.unmount() };
});
