/**
 * The figures of the bank-form and complaint-list reference screens, the update test and the scale cases, built from
 * the raw runs, each with the harness failures it found (`broken`: a DOM mismatch, a case that drew nothing), never
 * judging timings.
 */
import type { BenchPlan, BenchRuns, RenderRun } from './bench-run.ts';
import { growth, linearOrBetter, median, ratio, round, type Growth } from './bench-stats.ts';

const med = (runs: RenderRun[] | undefined, k: 'cold' | 'warm') => median((runs ?? []).map((r) => r[k]));

/** A first-render row of a case: median cold and warm ms and the DOM size of its first run. */
function renderRow(runs: BenchRuns, c: string) {
  const rs = runs.renders[c] ?? [];
  const drawn = rs[0]?.info.drawn;
  return {
    case: c,
    coldMs: round(med(rs, 'cold')),
    warmMs: round(med(rs, 'warm')),
    domElements: rs[0]?.nodes ?? 0,
    ...(drawn === undefined ? {} : { drawnItems: drawn }),
  };
}

/** The bank form (40 server items) and complaint list (500 items), JSON-driven against hand-written. */
export function screensSection(runs: BenchRuns) {
  const broken: string[] = [];
  const pair = (sdui: string, hand: string) => ({
    rows: [renderRow(runs, sdui), renderRow(runs, hand)],
    sduiOverHandCold: ratio(med(runs.renders[sdui], 'cold'), med(runs.renders[hand], 'cold')),
    sduiOverHandWarm: ratio(med(runs.renders[sdui], 'warm'), med(runs.renders[hand], 'warm')),
  });
  const bank = pair('bank-sdui', 'bank-hand');
  const bankSame = runs.renders['bank-sdui']?.[0]?.html === runs.renders['bank-hand']?.[0]?.html;
  if (!bankSame) broken.push('the JSON-driven and hand-written bank forms do not produce the same DOM');
  const list = pair('clist-sdui', 'clist-hand');
  const [s, h] = [runs.renders['clist-sdui']?.[0], runs.renders['clist-hand']?.[0]];
  const listSame = s !== undefined && s.html === h?.html;
  if (!listSame) broken.push('the JSON-driven and hand-written complaint lists do not produce the same DOM');
  // As shipped, the list is windowed past 200 entries: only what fills the screen is drawn, so its first complaint is
  // compared with the hand-written page's instead of the whole page.
  const w = runs.renders['clist-windowed']?.[0];
  if (!w?.info.drawn) broken.push('the windowed complaint list drew no complaint');
  else if (w.info.firstItem !== h?.info.firstItem) broken.push('the windowed complaint list draws its first complaint differently');
  const windowed = {
    ...renderRow(runs, 'clist-windowed'),
    overHandCold: ratio(med(runs.renders['clist-windowed'], 'cold'), med(runs.renders['clist-hand'], 'cold')),
    overHandWarm: ratio(med(runs.renders['clist-windowed'], 'warm'), med(runs.renders['clist-hand'], 'warm')),
  };
  return {
    bankForm: { items: 40, ...bank, sameDom: bankSame },
    complaintList: { items: 500, ...list, sameDom: listSame, windowed },
    broken,
  };
}

/** Re-render of order details after its status and all 30 line values change: ms per update and ratios to Hatid. */
export function updateSection(runs: BenchRuns, plan: BenchPlan) {
  const ms = (c: string) => median((runs.updates[c] ?? []).map((r) => r.perUpdate));
  const hatid = ms('order-sdui');
  const how: Record<string, string> = {
    'order-sdui': 'store.set of data.order through the screen controller',
    'order-hand': 'setState of the order',
    'order-divkit': 'setValue of 32 global variables the card reads',
    'order-divkit-setdata': 'instance.setData with the card of the new data (experimental)',
    'order-ac': 'AdaptiveCard.parse + render of the new card, replacing the old',
  };
  const rows = Object.keys(how).map((c) => ({ case: c, msPerUpdate: round(ms(c)), ratioToHatid: ratio(ms(c), hatid), how: how[c] }));
  const sameDom = runs.updates['order-sdui']?.[0]?.html === runs.updates['order-hand']?.[0]?.html;
  return {
    section: {
      updatesPerPage: plan.updates,
      rows,
      handOverHatid: ratio(ms('order-hand'), hatid),
      divkitOverHatid: ratio(ms('order-divkit'), hatid),
      divkitSetDataOverHatid: ratio(ms('order-divkit-setdata'), hatid),
      adaptiveCardsOverHatid: ratio(ms('order-ac'), hatid),
      sameDomSduiAndHandAfterUpdate: sameDom,
    },
    broken: sameDom ? [] : ['after the update the JSON-driven and hand-written order pages do not produce the same DOM'],
  };
}

/** One kind of scale case: a row per size and the growth per step, on warm (and cold) medians. */
function scaleKind(runs: BenchRuns, kind: 'list' | 'form', sizes: number[], broken: string[]) {
  const rows = sizes.map((n) => {
    const rs = runs.scale[`${kind}:${n}`] ?? [];
    const drawn = Number(rs[0]?.info.drawn ?? 0);
    if (drawn === 0 || (kind === 'form' && drawn !== n)) broken.push(`the ${kind} of ${n} drew ${drawn} items`);
    return { n, coldMs: round(med(rs, 'cold')), warmMs: round(med(rs, 'warm')), drawn, domElements: rs[0]?.nodes ?? 0 };
  });
  const warm: Growth[] = growth(
    sizes,
    rows.map((r) => r.warmMs),
  );
  const cold: Growth[] = growth(
    sizes,
    rows.map((r) => r.coldMs),
  );
  return { rows, growthWarm: warm, growthCold: cold, linearOrBetter: linearOrBetter(warm) };
}

/** The list of N cells and the form of N bound text inputs. */
export function scaleSection(runs: BenchRuns, plan: BenchPlan) {
  const broken: string[] = [];
  const list = scaleKind(runs, 'list', plan.listSizes, broken);
  const form = scaleKind(runs, 'form', plan.formSizes, broken);
  return { section: { iterations: Math.min(plan.iterations, plan.scaleIterations), list, form }, broken };
}

/** Prints the new sections as tables. */
export function printSections(
  screens: ReturnType<typeof screensSection>,
  update: ReturnType<typeof updateSection>['section'],
  scale: ReturnType<typeof scaleSection>['section'],
) {
  for (const [title, s] of [
    ['Bank form, 40 server items', screens.bankForm],
    ['Complaint list, 500 items', screens.complaintList],
  ] as const) {
    console.log(`\nFirst render, ${title}`);
    console.table(s.rows);
    console.log(`SDUI / hand-written: cold ${s.sduiOverHandCold}, warm ${s.sduiOverHandWarm} (target ≤ 1.10); same DOM: ${s.sameDom}`);
  }
  const w = screens.complaintList.windowed;
  console.log(
    `Complaint list as shipped (windowed past 200 entries, ${w.drawnItems ?? '?'} drawn): cold ${w.coldMs} ms, warm ${w.warmMs} ms; / hand-written (all 500): cold ${w.overHandCold}, warm ${w.overHandWarm}`,
  );
  console.log(`\nUpdate of order details (status and 30 line values change), median of ${update.updatesPerPage} updates per page`);
  console.table(update.rows);
  console.log(
    `Peer / Hatid: DivKit ${update.divkitOverHatid} (setData ${update.divkitSetDataOverHatid}), Adaptive Cards ${update.adaptiveCardsOverHatid} (target > 1); hand-written / Hatid ${update.handOverHatid}; same DOM after update: ${update.sameDomSduiAndHandAfterUpdate}`,
  );
  for (const kind of ['list', 'form'] as const) {
    const k = scale[kind];
    console.log(
      `\nScale: ${kind === 'list' ? 'a repeat of N cells' : 'a form of N bound text inputs'}, first render (${scale.iterations} iteration(s))`,
    );
    console.table(k.rows);
    const steps = (g: Growth[]) => g.map((s) => `${s.from}→${s.to}: ×${s.factor}`).join(', ');
    console.log(`Growth warm ${steps(k.growthWarm)}; cold ${steps(k.growthCold)}; linear or better (≤ 10 per 10×, warm): ${k.linearOrBetter}`);
  }
}
