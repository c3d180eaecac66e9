/** The scale cases through the real renderer: ?kind=list&n=N (a repeat of N cells) or ?kind=form&n=N (N bound text inputs). */
import { createRoot } from 'react-dom/client';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import '../../renderer/react/theme.css';
import { register } from '../harness.ts';
import { drawnItems, listDrawn } from '../list-done.ts';
import { formDocument, listDocument, listItems, listItemText, scaleCaseOf } from '../scale-reference.ts';

const { kind, n } = scaleCaseOf(location.search);
const doc = kind === 'list' ? listDocument : formDocument(n);
const input = { query: {}, session: {}, data: kind === 'list' ? { items: listItems(n) } : {} };
const itemSelector = kind === 'list' ? '.h-cell' : 'input';

void preloadWidgetsOf(doc).then(() =>
  register({
    kind: 'render',
    done: (target) =>
      kind === 'list' ? listDrawn(target, itemSelector, listItemText(1), listItemText(n), n) : target.querySelectorAll(itemSelector).length >= n,
    describe: (target) => ({ drawn: drawnItems(target, itemSelector) }),
    mount(target) {
      const root = createRoot(target);
      root.render(<ScreenView document={doc} input={input} ports={createRecordingPorts()} bare />);
      return { unmount: () => root.unmount() };
    },
  }),
);
