/** The complaint list through the real renderer: complaint-list.json over 500 complaints given up front, every entry drawn (lazy widgets fetched first). */
import { createRoot } from 'react-dom/client';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import '../../renderer/react/theme.css';
import { register } from '../harness.ts';
import { listDrawn, drawnItems } from '../list-done.ts';
import { complaintCount, complaintListDocument, complaintSelector, complaintTabs, firstComplaintText, lastComplaintText } from '../complaint-list-fixture.ts';

const input = { query: {}, session: {}, data: { tabs: complaintTabs } };

void preloadWidgetsOf(complaintListDocument).then(() =>
  register({
    kind: 'render',
    done: (target) => listDrawn(target, complaintSelector, firstComplaintText, lastComplaintText, complaintCount),
    describe: (target) => ({ drawn: drawnItems(target, complaintSelector), firstItem: target.querySelector(complaintSelector)?.outerHTML ?? '' }),
    mount(target) {
      const root = createRoot(target);
      root.render(<ScreenView document={complaintListDocument} input={input} ports={createRecordingPorts()} bare />);
      return { unmount: () => root.unmount() };
    },
  }),
);
