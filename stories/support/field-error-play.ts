/** The check every form widget's "With error" story plays: the message under the box, announced and tied to it. */
import { expect, within } from 'storybook/test';

/**
 * Finds the box named `name` (a `role`, textbox by default) and checks it is marked invalid, that `message` is shown in a
 * role=alert under it, and that the box's aria-describedby names that message.
 */
export async function expectFieldError(canvasElement: HTMLElement, name: string | RegExp, message: string, role: 'textbox' | 'button' = 'textbox') {
  const canvas = within(canvasElement);
  const box = await canvas.findByRole(role, { name });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(alert).toBeVisible();
  await expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  return box;
}
