/** Temporary smoke test proving the unit project runs in jsdom. */
import { expect, test } from 'vitest';

test('unit project runs in a DOM environment', () => {
  document.body.innerHTML = '<p>hello</p>';
  expect(document.querySelector('p')?.textContent).toBe('hello');
});
