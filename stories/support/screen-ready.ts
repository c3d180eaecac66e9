/** Waits in a story's play until its screen has drawn its body (data-phase left loading): the loading view's boxes are inert. */
import { waitFor } from 'storybook/test';

/** Resolves once every screen in the story has left its loading view. */
export async function screenReady(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => {
    const screens = [...canvasElement.querySelectorAll<HTMLElement>('[data-screen][data-phase]')];
    if (screens.length === 0 || screens.some((s) => s.dataset.phase === 'loading')) throw new Error('The screen is still loading');
  });
}
