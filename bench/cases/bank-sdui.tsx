/**
 * The bank form through the real renderer: bind-bank.json over 40 server items given up front. Its lazily loaded
 * widgets are fetched before the case registers, as the app fetches them while a screen's data loads.
 */
import { createRoot } from 'react-dom/client';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import '../../renderer/react/theme.css';
import { register } from '../harness.ts';
import { bankData, bankDocument, bankDoneText } from '../bank-reference.ts';

const input = { query: { productId: '7' }, session: {}, data: bankData };

void preloadWidgetsOf(bankDocument).then(() =>
  register({
    kind: 'render',
    doneText: bankDoneText,
    mount(target) {
      const root = createRoot(target);
      root.render(<ScreenView document={bankDocument} input={input} ports={createRecordingPorts()} bare />);
      return { unmount: () => root.unmount() };
    },
  }),
);
