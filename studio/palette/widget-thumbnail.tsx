/**
 * A palette thumbnail: the widget's sample node drawn by the real renderer (NodePreview) at phone width and scaled
 * down, inert and hidden from assistive technology (the card's words say what it is). Its actions go to recording
 * ports that reach nothing.
 */
import { useMemo } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import { NodePreview } from '../../renderer/preview/node-preview.tsx';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { popUpTypes, sampleNode } from './palette-samples.ts';

/** The thumbnail of widget `type`. */
export function WidgetThumbnail({ type }: { type: string }) {
  const node = useMemo(() => sampleNode(type) as WidgetNode | undefined, [type]);
  const ports = useMemo(() => createRecordingPorts(), []);
  return (
    <div className="st-thumb" aria-hidden="true" inert data-thumbnail={type}>
      {popUpTypes.has(type) ? <span className="st-thumb__note">opens over the screen</span> : null}
      <div className="st-thumb__stage">{node ? <NodePreview node={node} ports={ports} /> : null}</div>
    </div>
  );
}
