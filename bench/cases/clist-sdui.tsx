/**
 * The complaint list through the real renderer: complaint-list.json over 500 complaints given up front (lazy widgets
 * fetched first). clist-sdui.html draws every entry (like for like with the hand-written page); clist-windowed.html
 * loads this same module and draws the list as shipped, windowed.
 */
import { createRoot } from 'react-dom/client';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import '../../renderer/react/theme.css';
import { registerComplaintList } from '../clist-case.ts';
import { complaintListDocument, complaintListWindowedDocument, complaintTabs } from '../complaint-list-reference.ts';

const input = { query: {}, session: {}, data: { tabs: complaintTabs } };
const screenDocument = location.pathname.endsWith('clist-windowed.html') ? complaintListWindowedDocument : complaintListDocument;

void preloadWidgetsOf(screenDocument).then(() =>
  registerComplaintList((target) => {
    const root = createRoot(target);
    root.render(<ScreenView document={screenDocument} input={input} ports={createRecordingPorts()} bare />);
    return { unmount: () => root.unmount() };
  }),
);
