/** The LCP comparison of order details in `npm run lighthouse`: Hatid against the hand-written page and the peers, per protocol. */
import { protocolName, serverDrawn, type Protocol } from './lighthouse-pages.ts';
import { targets, type Row } from './lighthouse-row.ts';

/** Order details' LCP on one protocol: Hatid, the hand-written page, DivKit and Adaptive Cards, and Hatid / each. */
export interface LcpComparison {
  protocol: Protocol;
  hatidMs: number | null;
  handWrittenMs: number | null;
  divkitMs: number | null;
  adaptiveCardsMs: number | null;
  /** Hatid / hand-written: the figure to drive to targets.lcpRatio. */
  ratio: number | null;
  ratioDivkit: number | null;
  ratioAdaptiveCards: number | null;
  /** The page `npm run serve` sends, its first view drawn on the server (issue 31), and it / the hand-written page. */
  serverDrawnMs: number | null;
  ratioServerDrawn: number | null;
}

/** Issue 31's goal for the server-drawn order details: LCP no later than the hand-written client-drawn page's. */
export const serverDrawnRatioGoal = 1;

const over = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? a / b : null);

/** The comparison from the kept rows of one protocol (rows of another protocol or of a baseline are ignored). */
export function lcpComparison(rows: Row[], protocol: Protocol): LcpComparison {
  const lcp = (label: string) => rows.find((r) => r.label === label && (r.protocol ?? 'h1') === protocol)?.lcpMs ?? null;
  const hatidMs = lcp('order details');
  const handWrittenMs = lcp('order details by hand');
  const divkitMs = lcp('order details DivKit');
  const adaptiveCardsMs = lcp('order details AdaptiveCards');
  const serverDrawnMs = lcp(serverDrawn('order details'));
  return {
    protocol,
    hatidMs,
    handWrittenMs,
    divkitMs,
    adaptiveCardsMs,
    ratio: over(hatidMs, handWrittenMs),
    ratioDivkit: over(hatidMs, divkitMs),
    ratioAdaptiveCards: over(hatidMs, adaptiveCardsMs),
    serverDrawnMs,
    ratioServerDrawn: over(serverDrawnMs, handWrittenMs),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The comparison's printed line, or null when Hatid's order details was not measured on that protocol. */
export function formatComparison(c: LcpComparison): string | null {
  if (c.hatidMs === null && c.serverDrawnMs === null) return null;
  const parts = c.hatidMs === null ? [] : [`Hatid ${seconds(c.hatidMs)}`];
  const peer = (name: string, ms: number | null, ratio: number | null, goal?: number) => {
    if (ms === null || ratio === null) return;
    parts.push(
      `${name} ${seconds(ms)} (Hatid / it ${ratio.toFixed(2)}${goal === undefined ? '' : `, goal ≤ ${goal.toFixed(2)}${ratio <= goal ? '' : ' ✗'}`})`,
    );
  };
  peer('hand-written', c.handWrittenMs, c.ratio, targets.lcpRatio);
  peer('DivKit', c.divkitMs, c.ratioDivkit);
  peer('Adaptive Cards', c.adaptiveCardsMs, c.ratioAdaptiveCards);
  if (c.serverDrawnMs !== null && c.ratioServerDrawn !== null) {
    const met = c.ratioServerDrawn <= serverDrawnRatioGoal ? '' : ' ✗';
    parts.push(
      `server-drawn ${seconds(c.serverDrawnMs)} (it / hand-written ${c.ratioServerDrawn.toFixed(2)}, goal ≤ ${serverDrawnRatioGoal.toFixed(2)}${met})`,
    );
  }
  return `LCP order details over ${protocolName(c.protocol)}: ${parts.join('; ')}`;
}
