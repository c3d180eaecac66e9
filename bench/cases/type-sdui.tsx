/** The complaint form through the real renderer: typing goes through the bound state and per-binding subscriptions. */
import { createRoot } from 'react-dom/client';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { builtinWidgets } from '../../renderer/react/registry.ts';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import '../../renderer/react/theme.css';
import { complaintData, complaintDocument, complaintQuery, registerTyping } from '../complaint-reference.tsx';

// A copy of the registry, injected: the typing counters wrap its entries without touching the built-in one.
const widgets = { ...builtinWidgets };

registerTyping(widgets as unknown as Record<string, unknown>, (target) => {
  const root = createRoot(target);
  const ports = createRecordingPorts();
  const input = { query: complaintQuery, session: {}, data: complaintData };
  root.render(<ScreenView document={complaintDocument} input={input} ports={ports} widgets={widgets} bare />);
  return { unmount: () => root.unmount() };
});
