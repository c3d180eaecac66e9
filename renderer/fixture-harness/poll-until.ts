/** How a fixture driver tries a check where no one gives it a way of its own: every 25 ms on the page's timers. */

/** Tries `check` every 25 ms until it finds no problem; after `timeout` ms, rejects with the last problem. */
export async function pollUntil(check: () => Promise<string | undefined>, timeout: number): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    const problem = await check();
    if (problem === undefined) return;
    if (Date.now() > end) throw new Error(problem);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
