/** Order details through the real renderer: ScreenView over the JSON document, data given up front; updates set new data in its store. */
import { createRoot } from 'react-dom/client';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import type { ScreenController } from '../../renderer/core/screen-controller.ts';
import { withScreenRef } from '../../renderer/preview/inspection.tsx';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import '../../renderer/react/theme.css';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { registerOrder } from '../order-case.ts';
import { order, orderDocument, orderVariant } from '../order-reference.ts';

// Its lazily loaded widgets (the status icon) are fetched first, as the app fetches them while a screen's data loads.
void preloadWidgetsOf(orderDocument).then(() =>
  registerOrder({
    mount(target) {
      const root = createRoot(target);
      const ports = createRecordingPorts();
      const controllerRef: { current: ScreenController | null } = { current: null };
      const input = { query: {}, session: {}, data: { order } };
      root.render(<ScreenView document={orderDocument} input={input} ports={withScreenRef(ports, controllerRef)} bare />);
      return {
        unmount: () => root.unmount(),
        update: (v) => controllerRef.current!.store.set(['data', 'order'], orderVariant(v)),
      };
    },
  }),
);
