/** The page side of the benchmark: every case page registers its mount function here; the runner drives it over CDP. */

/** One mounted case: what it drew and how to take it down. */
export interface Mounted {
  unmount(): void;
}

/** A first-render case: draws the order-details screen into `target`. */
export interface RenderCase {
  kind: 'render';
  /** Draws the screen; the harness waits until `doneText` is in the DOM. */
  mount(target: HTMLElement): Mounted;
  /** Text that appears only when the whole screen (all 30 lines) is drawn. */
  doneText: string;
}

/** A typing case: draws the complaint form; keystrokes go to its description field. */
export interface TypingCase {
  kind: 'typing';
  mount(target: HTMLElement): Mounted;
  /** Wraps the widget components with render counters (the untimed counting pass). */
  countRenders(counts: Record<string, number>): void;
}

/** Resolves once `done()` holds, checking after every DOM mutation under `target`. */
function until(target: HTMLElement, done: () => boolean): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(target, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function timeRender(c: RenderCase, host: HTMLElement): Promise<{ ms: number; mounted: Mounted; html: string }> {
  const target = document.createElement('div');
  host.appendChild(target);
  const t0 = performance.now();
  const mounted = c.mount(target);
  await until(target, () => (target.textContent ?? '').includes(c.doneText));
  void target.offsetHeight; // style and layout of what was drawn
  const ms = performance.now() - t0;
  return { ms, mounted, html: target.innerHTML };
}

const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** Registers a case as window.__bench. */
export function register(c: RenderCase | TypingCase): void {
  const host = document.getElementById('bench-root')!;
  const api = {
    kind: c.kind,
    /** First render in this fresh page (cold), then `warm` more renders (median), each into an empty container. */
    async render(warm: number) {
      if (c.kind !== 'render') throw new Error('not a render case');
      const cold = await timeRender(c, host);
      const html = cold.html;
      cold.mounted.unmount();
      host.replaceChildren();
      const warmTimes: number[] = [];
      for (let i = 0; i < warm; i++) {
        await nextTask();
        const run = await timeRender(c, host);
        warmTimes.push(run.ms);
        run.mounted.unmount();
        host.replaceChildren();
      }
      return { cold: cold.ms, warm: warmTimes.length ? median(warmTimes) : cold.ms, html, nodes: countNodes(html) };
    },
    /** Types `chars` characters into the description, one input event each; per-keystroke times until the counter shows it. */
    async typing(chars: number, count: boolean) {
      if (c.kind !== 'typing') throw new Error('not a typing case');
      const counts: Record<string, number> = {};
      if (count) c.countRenders(counts);
      const target = document.createElement('div');
      host.appendChild(target);
      const mounted = c.mount(target);
      await until(target, () => target.querySelector('textarea') !== null);
      await nextTask();
      const field = target.querySelector('textarea')!;
      const counter = target.querySelector('.h-textarea__counter')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      for (const k of Object.keys(counts)) counts[k] = 0;
      const times: number[] = [];
      let text = '';
      for (let i = 0; i < chars; i++) {
        text += String.fromCharCode(97 + (i % 26));
        const expected = `${text.length}/`;
        const t0 = performance.now();
        setValue.call(field, text);
        field.setSelectionRange(text.length, text.length);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await until(target, () => (counter.textContent ?? '').startsWith(expected));
        void target.offsetHeight;
        times.push(performance.now() - t0);
        if (i % 20 === 19) await nextTask();
      }
      const ok = field.value === text;
      mounted.unmount();
      host.replaceChildren();
      return { perKey: median(times), total: times.reduce((a, b) => a + b, 0), counts, ok };
    },
  };
  (window as unknown as { __bench: typeof api }).__bench = api;
}

function countNodes(html: string): number {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content.querySelectorAll('*').length;
}
