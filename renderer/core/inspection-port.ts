/**
 * A tool's look inside the screens it draws: the studio's preview and fixture frames, tests and benches pass one in
 * their ports; the borrower app never does, so nothing of it runs for borrowers. The renderer tells `screen` about each
 * screen it draws (its store, ports and reports: the controller) and hands `node` what each widget node draws, to be
 * returned wrapped so the tool can find the node's elements (renderer/preview/inspection.tsx wraps it in a Fragment
 * with a ref: no element, no attribute, the page's layout stays the borrower's).
 */
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { ScreenController } from './screen-controller.ts';

/** What a tool hears of the screens drawn with its ports. */
export interface InspectionPort {
  /** A screen is drawn (told on each of its renders: the running screen is the one told last). */
  screen(controller: ScreenController): void;
  /** What the node at `pointer` draws (a React node), returned wrapped. */
  node(drawn: unknown, node: WidgetNode, pointer: string): unknown;
}
