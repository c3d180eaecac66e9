/** The React context that carries the running screen to every node. */
import { createContext, useContext } from 'react';
import type { ScreenController } from '../core/screen-controller.ts';

/** The running screen, provided by ScreenView (or NodePreview). */
export const ScreenContext = createContext<ScreenController | null>(null);

/** The running screen; throws when used outside a screen. */
export function useScreen(): ScreenController {
  const controller = useContext(ScreenContext);
  if (!controller) throw new Error('useScreen must be used inside a screen');
  return controller;
}
