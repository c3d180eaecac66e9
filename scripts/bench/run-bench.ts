/**
 * npm run bench [-- --smoke [--dist <dir>]] [-- --iterations N]: builds the benchmark pages (bench/, its own Vite root) into a
 * temporary directory, serves them, and drives Debian's Chromium at 4× CPU slowdown. Each iteration opens every case
 * in a fresh page, in an order rotated per iteration (A/B interleaved), and the figures are medians over iterations.
 * Prints tables and writes reports/bench.json. --smoke runs one iteration with fewer repetitions and smaller scale sizes,
 * without the CPU slowdown (it shows the harness works; its figures are not judged).
 * Cases: order details (against hand-written React, DivKit and Adaptive Cards, first render and update), the bank form
 * and complaint list (against hand-written React), the scale list and form, and typing (bench-run.ts); then the
 * validation of every screen (validation-bench.ts), 300 navigations of the production app (memory-bench.ts), the
 * screen service under 200 concurrent clients (delivery-bench.ts), field reports stored at 5,000 events/s in batches of 50
 * (ingest-bench.ts), and order details and repayment by code opened
 * under Slow 3G and 4× CPU: when the title, the loading words, the payment code and the ready page show
 * (slow-network-bench.ts); the full run also opens every borrower route the server draws from the built server
 * (`node dist-server/main.js`, built when stale) under Slow 3G and 4× CPU and times its title, loading line and pay code
 * against issue 31's targets (server-drawn-slow-bench.ts; left out of the smoke run: a Slow-3G page takes seconds).
 */
import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { cpuSlowdown, pageSizes, serve } from './bench-pages.ts';
import { measure, renderGroups, typingCases, type BenchPlan } from './bench-run.ts';
import { printSections, scaleSection, screensSection, updateSection } from './bench-report.ts';
import { median, round } from './bench-stats.ts';
import { printValidationReport, runValidationBench } from './validation-bench.ts';
import { printMemoryReport, runMemoryBench } from './memory-bench.ts';
import { printDeliveryReport, runDeliveryBench } from './delivery-bench.ts';
import { printIngestReport, runIngestBench } from './ingest-bench.ts';
import { printSlowNetworkReport, runSlowNetworkBench } from './slow-network-bench.ts';
import { printServerDrawnSlowReport, runServerDrawnSlowBench } from './server-drawn-slow-bench.ts';
import { reuseFreshDist } from './borrower-preview.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
// The smoke run judges no figure: it may serve size's fresh production dist/ instead of building the borrower app again.
const distArg = args.indexOf('--dist');
if (smoke) reuseFreshDist(distArg >= 0 ? args[distArg + 1] : undefined);
const iterArg = args.indexOf('--iterations');
const iterations = smoke ? 1 : iterArg >= 0 ? Number(args[iterArg + 1]) : 15;
const typedChars = 200;
const chromiumPath = chromiumLaunchOptions.executablePath;
const plan: BenchPlan = {
  iterations,
  scaleIterations: smoke ? 1 : Math.min(iterations, 5),
  warmRenders: smoke ? 1 : 5,
  updates: smoke ? 3 : 11,
  // The smoke run leaves out the biggest sizes; the full run measures all.
  listSizes: smoke ? [100, 1000] : [100, 1000, 10_000],
  formSizes: smoke ? [10, 100] : [10, 100, 1000],
  typedChars,
  // The smoke run only shows the harness works (its figures are not judged): no slowdown, as the slow-network smoke.
  cpuSlowdown: smoke ? 1 : cpuSlowdown,
};
const warmRenders = plan.warmRenders;
const memoryWarmupCycles = 13;
const renderCases = renderGroups[0];

async function main() {
  const started = Date.now();
  const out = await mkdtemp(join(tmpdir(), 'hatid-bench-'));
  try {
    await build({ configFile: join(repo, 'bench/vite.config.ts'), build: { outDir: out } });
    const sizes = await pageSizes(out);
    const { server, base } = await serve(out);
    const browser = await chromium.launch(chromiumLaunchOptions);
    let runs;
    try {
      runs = await measure(browser, base, plan, (i) => process.stdout.write(`\riteration ${i + 1}/${iterations}`));
      process.stdout.write('\n');
    } finally {
      await browser.close();
      server.close();
    }
    const { renders, typing, counts } = runs;
    const validation = await runValidationBench({ smoke });
    // The JIT keeps compiling hot code for the first few hundred navigations; 13 warm-up cycles let it settle, so the
    // measured growth is what the app keeps (the report also carries the app's own objects from heap snapshots).
    const memory = await runMemoryBench({ smoke, warmupCycles: smoke ? 1 : memoryWarmupCycles });
    // The screen service under 200 concurrent clients (a real server process; bounded in requests and seconds).
    const delivery = await runDeliveryBench({ smoke });
    // Field reports: POST /telemetry at 5,000 events/s in batches of 50, and as fast as it goes (issue 30).
    const ingestion = await runIngestBench({ smoke });
    // Order details and repayment by code under Slow 3G and 4× CPU: time to the first words and to the payment code.
    const slowNetwork = await runSlowNetworkBench({ smoke });
    // The same on the server-drawn pages, every route the server draws (about 3 minutes: not in the smoke run).
    const serverDrawnSlow = smoke ? undefined : await runServerDrawnSlowBench();

    const sameDom = renders['order-sdui']![0]!.html === renders['order-hand']![0]!.html;
    const reactJs = sizes['react-only']?.js ?? 0;
    const med = (c: string, k: 'cold' | 'warm') => median(renders[c]!.map((r) => r[k]));
    const screens = screensSection(runs);
    const update = updateSection(runs, plan);
    const scale = scaleSection(runs, plan);
    const rows = renderCases.map((c) => ({
      case: c,
      coldMs: round(med(c, 'cold')),
      warmMs: round(med(c, 'warm')),
      coldRatio: round(med(c, 'cold') / med('order-sdui', 'cold')),
      warmRatio: round(med(c, 'warm') / med('order-sdui', 'warm')),
      domElements: renders[c]![0]!.nodes,
      jsGzipKB: round((sizes[c]?.js ?? 0) / 1024, 1),
      cssGzipKB: round((sizes[c]?.css ?? 0) / 1024, 1),
    }));
    const typingRows = typingCases.map((c) => ({
      case: c,
      perKeyMs: round(median(typing[c]!.map((r) => r.perKey)), 3),
      totalMs: round(median(typing[c]!.map((r) => r.total)), 1),
      allTyped: typing[c]!.every((r) => r.ok),
      renders: counts[c],
    }));
    const sduiVsHandCold = med('order-sdui', 'cold') / med('order-hand', 'cold');
    const sduiVsHandWarm = med('order-sdui', 'warm') / med('order-hand', 'warm');
    const typingRatio = typingRows[0]!.perKeyMs / typingRows[1]!.perKeyMs;
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, cpuSlowdown: plan.cpuSlowdown, chromium: chromiumPath },
      iterations,
      warmRendersPerPage: warmRenders,
      sameDomSduiAndHand: sameDom,
      firstRender: rows,
      ratios: {
        sduiOverHandCold: round(sduiVsHandCold, 3),
        sduiOverHandWarm: round(sduiVsHandWarm, 3),
        divkitOverSduiCold: rows[2]!.coldRatio,
        divkitOverSduiWarm: rows[2]!.warmRatio,
        adaptiveCardsOverSduiCold: rows[3]!.coldRatio,
        adaptiveCardsOverSduiWarm: rows[3]!.warmRatio,
        typingSduiOverHandPerKey: round(typingRatio, 3),
        bankSduiOverHandCold: screens.bankForm.sduiOverHandCold,
        bankSduiOverHandWarm: screens.bankForm.sduiOverHandWarm,
        complaintListSduiOverHandCold: screens.complaintList.sduiOverHandCold,
        complaintListSduiOverHandWarm: screens.complaintList.sduiOverHandWarm,
        updateDivkitOverSdui: update.section.divkitOverHatid,
        updateAdaptiveCardsOverSdui: update.section.adaptiveCardsOverHatid,
        updateHandOverSdui: update.section.handOverHatid,
      },
      referenceScreens: { bankForm: screens.bankForm, complaintList: screens.complaintList },
      update: update.section,
      scale: scale.section,
      runtimeGzipKB: {
        react: round(reactJs / 1024, 1),
        hatidRendererAndWidgets: round(((sizes['order-sdui']?.js ?? 0) - reactJs) / 1024, 1),
        hatidWithReact: round((sizes['order-sdui']?.js ?? 0) / 1024, 1),
        divkit: round((sizes['order-divkit']?.js ?? 0) / 1024, 1),
        adaptiveCards: round((sizes['order-ac']?.js ?? 0) / 1024, 1),
      },
      typing: typingRows,
      validation,
      memory,
      delivery,
      ingestion,
      slowNetwork,
      serverDrawnSlow,
      targets: {
        firstRenderRatio: { target: 1.1, measured: round(sduiVsHandCold, 3), met: sduiVsHandCold <= 1.1 },
        typingPerKeyRatio: { target: 1.05, measured: round(typingRatio, 3), met: typingRatio <= 1.05 },
        firstRenderRatioBankForm: { target: 1.1, measured: screens.bankForm.sduiOverHandCold, met: screens.bankForm.sduiOverHandCold <= 1.1 },
        firstRenderRatioComplaintList: {
          target: 1.1,
          measured: screens.complaintList.sduiOverHandCold,
          met: screens.complaintList.sduiOverHandCold <= 1.1,
        },
        fasterThanPeersFirstRender: { met: rows[2]!.coldRatio > 1 && rows[3]!.coldRatio > 1 && rows[2]!.warmRatio > 1 && rows[3]!.warmRatio > 1 },
        fasterThanPeersUpdate: {
          met:
            Math.min(...[update.section.divkitOverHatid, update.section.divkitSetDataOverHatid].filter(Number.isFinite)) > 1 &&
            update.section.adaptiveCardsOverHatid > 1,
        },
        scaleLinearOrBetter: { target: 10, met: scale.section.list.linearOrBetter && scale.section.form.linearOrBetter },
        memoryGrowthPercent: { target: memory.targetPercent, measured: memory.growthPercent, met: memory.met },
        deliveryCachedScreen: (() => {
          // Judged on the screen as a phone asks for it (gzip accepted): no phone's fetch sends no Accept-Encoding.
          const row = delivery.rows.find((r) => r.case === delivery.target.row);
          return {
            target: '≥ 2000 req/s, p99 < 50 ms',
            row: delivery.target.row,
            measured: `${row?.reqPerSec} req/s, p99 ${row?.p99Ms} ms`,
            met: delivery.target.met,
          };
        })(),
        deliveryAtRate: (() => {
          // Every request a phone makes (the screen, the revalidation, the server-drawn pages) at the target's own rate.
          const worst = delivery.atRate.rows.find((r) => r.case === delivery.atRate.worst);
          return {
            target: `p99 < 50 ms at ${delivery.atRate.rate} req/s from ${delivery.atRate.clients} clients, every row`,
            worst: worst ? `${worst.case}: p99 ${worst.p99Ms} ms, ${worst.failed} not answered as expected` : 'none measured',
            met: delivery.atRate.met,
          };
        })(),
        telemetryIngestion: {
          target: '≥ 5000 events/s in batches of 50, p99 < 50 ms',
          measured: `${ingestion.rows[0]?.eventsPerSec} events/s, p99 ${ingestion.rows[0]?.p99Ms} ms (load average ${ingestion.loadAverage.before})`,
          met: ingestion.target.met,
        },
        ...(serverDrawnSlow
          ? {
              serverDrawnSlow3g: {
                target: 'title and loading line ≤ 2.5 s, pay code ≤ 3 s (Slow 3G, 4× CPU)',
                missedOn: serverDrawnSlow.rows.filter((r) => !r.met).map((r) => r.route),
                met: serverDrawnSlow.allMet,
              },
            }
          : {}),
      },
      seconds: Math.round((Date.now() - started) / 1000),
    };
    await mkdir(join(repo, 'reports'), { recursive: true });
    await writeFile(join(repo, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);

    console.log(`\nFirst render, order details (30 lines), ${iterations} iteration(s), ${plan.cpuSlowdown}× CPU slowdown; ratio = case / order-sdui`);
    console.table(rows);
    console.log(`SDUI / hand-written: cold ${round(sduiVsHandCold, 3)}, warm ${round(sduiVsHandWarm, 3)} (target ≤ 1.10); same DOM: ${sameDom}`);
    console.log(`Runtime gzip KB: ${JSON.stringify(report.runtimeGzipKB)}`);
    console.log(`\nTyping ${typedChars} characters into the complaint description`);
    console.table(typingRows.map((r) => ({ ...r, renders: JSON.stringify(r.renders) })));
    console.log(`SDUI / hand-written per keystroke: ${round(typingRatio, 3)} (target ≤ 1.05)`);
    printSections(screens, update.section, scale.section);
    printValidationReport(validation);
    printMemoryReport(memory);
    printDeliveryReport(delivery);
    printIngestReport(ingestion);
    printSlowNetworkReport(slowNetwork);
    if (serverDrawnSlow) printServerDrawnSlowReport(serverDrawnSlow);
    console.log(`\nreports/bench.json written (${report.seconds} s)`);
    // Timings are reported, never judged here (the machine is shared); a harness that measures the wrong thing fails.
    const broken = [
      ...(sameDom ? [] : ['the JSON-driven and hand-written order pages do not produce the same DOM']),
      ...typingRows.filter((r) => !r.allTyped).map((r) => `${r.case}: not every typed character arrived`),
      ...typingRows.filter((r) => r.renders?.textarea !== typedChars).map((r) => `${r.case}: the typed field did not re-render once per keystroke`),
      ...screens.broken,
      ...update.broken,
      ...scale.broken,
      ...validation.broken,
      ...memory.broken,
      ...delivery.broken,
      ...ingestion.broken,
      ...slowNetwork.broken,
      ...(serverDrawnSlow?.broken ?? []),
    ];
    if (broken.length > 0) {
      console.error(`bench: the harness is broken:\n  ${broken.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
