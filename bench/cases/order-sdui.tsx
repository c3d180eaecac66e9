/** Order details through the real renderer: ScreenView over the JSON document, data given up front. */
import { createRoot } from 'react-dom/client';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import '../../renderer/react/theme.css';
import { register } from '../harness.ts';
import { order, orderDocument, orderDoneText } from '../order-fixture.ts';

register({
  kind: 'render',
  doneText: orderDoneText,
  mount(target) {
    const root = createRoot(target);
    const ports = createRecordingPorts();
    const input = { query: {}, session: {}, data: { order } };
    root.render(<ScreenView document={orderDocument} input={input} ports={ports} bare />);
    return { unmount: () => root.unmount() };
  },
});
