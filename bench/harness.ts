/** The page side of the benchmark: every case page registers its mount function here; the runner drives it over CDP. */
import { countNodes, hasAll, median, nextTask, until } from './harness-util.ts';

/** One mounted case: what it drew and how to take it down. */
export interface Mounted {
  unmount(): void;
  /** Draws data variant `v` in place (the update test): new store data, setState, variables or a re-render. */
  update?(v: number): void;
}

/** A first-render case: draws a screen into `target`. */
export interface RenderCase {
  kind: 'render';
  /** Draws the screen; the harness waits until `doneText` is in the DOM (or `done` holds). */
  mount(target: HTMLElement): Mounted;
  /** Text that appears only when the whole screen (say all 30 lines) is drawn. */
  doneText?: string;
  /** Instead of doneText: when the screen counts as drawn (the scale list, which may be virtualised). */
  done?(target: HTMLElement): boolean;
  /** Figures read off the drawn page after the cold render (such as how many list items were drawn). */
  describe?(target: HTMLElement): Record<string, number | string>;
  /** The update test's mount when it differs from `mount` (DivKit: a card bound to variables). */
  mountForUpdate?(target: HTMLElement): Mounted;
  /** Texts that are all on the page only once data variant `v` is drawn (the update test waits for them). */
  variantTexts?(v: number): string[];
}

/** A typing case: draws the complaint form; keystrokes go to its description field. */
export interface TypingCase {
  kind: 'typing';
  mount(target: HTMLElement): Mounted;
  /** Wraps the widget components with render counters (the untimed counting pass). */
  countRenders(counts: Record<string, number>): void;
}

const doneOf = (c: RenderCase) => (target: HTMLElement) =>
  c.done ? c.done(target) : (target.textContent ?? '').includes(c.doneText ?? '\u0000never');

async function timeRender(c: RenderCase, host: HTMLElement): Promise<{ ms: number; mounted: Mounted; target: HTMLElement }> {
  const target = document.createElement('div');
  host.appendChild(target);
  const done = doneOf(c);
  const t0 = performance.now();
  const mounted = c.mount(target);
  await until(target, () => done(target));
  void target.offsetHeight; // style and layout of what was drawn
  const ms = performance.now() - t0;
  return { ms, mounted, target };
}

function renderApi(c: RenderCase, host: HTMLElement) {
  return {
    /**
     * First render in this fresh page (cold), then `warm` more renders (median), each into an empty container. With
     * `keepHtml` false the drawn HTML is not sent back (the 10,000-item list), only its element count.
     */
    async render(warm: number, keepHtml = true) {
      const cold = await timeRender(c, host);
      const html = cold.target.innerHTML;
      const info = c.describe?.(cold.target) ?? {};
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
      return { cold: cold.ms, warm: warmTimes.length ? median(warmTimes) : cold.ms, html: keepHtml ? html : '', nodes: countNodes(html), info };
    },
    /** Draws variant 0, then times `count` updates to variants 1…count, each until all its texts are drawn, plus layout. */
    async update(count: number) {
      if (!c.variantTexts) throw new Error('this case has no update test');
      const texts = c.variantTexts;
      const target = document.createElement('div');
      host.appendChild(target);
      const mounted = (c.mountForUpdate ?? c.mount)(target);
      await until(target, () => hasAll(target, texts(0)));
      await nextTask();
      const times: number[] = [];
      for (let v = 1; v <= count; v++) {
        const t0 = performance.now();
        mounted.update!(v);
        await until(target, () => hasAll(target, texts(v)));
        void target.offsetHeight;
        times.push(performance.now() - t0);
        await nextTask();
      }
      const html = target.innerHTML;
      mounted.unmount();
      host.replaceChildren();
      return { perUpdate: median(times), times, html };
    },
  };
}

function typingApi(c: TypingCase, host: HTMLElement) {
  return {
    /** Types `chars` characters into the description, one input event each; per-keystroke times until the counter shows it. */
    async typing(chars: number, count: boolean) {
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
}

/** Registers a case as window.__bench. */
export function register(c: RenderCase | TypingCase): void {
  const host = document.getElementById('bench-root')!;
  const api = { kind: c.kind, ...(c.kind === 'render' ? renderApi(c, host) : typingApi(c, host)) };
  (window as unknown as { __bench: typeof api }).__bench = api;
}
