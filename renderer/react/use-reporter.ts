/** Reports expression failures to the logger once per place and message (evaluation runs on every store change). */
import type { ReportError } from '../core/evaluate-props.ts';
import type { ScreenController } from '../core/screen-controller.ts';
import { useScreen } from './screen-context.ts';

const reporters = new WeakMap<ScreenController, ReportError>();

/** The reporter of a running screen (one per screen, made on first use). */
export function reporterFor(controller: ScreenController): ReportError {
  let report = reporters.get(controller);
  if (!report) {
    const seen = new Set<string>();
    report = (message: string, pointer: string) => {
      const key = `${pointer} ${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      controller.ports.logger.error(`expression failed: ${message}`, pointer);
    };
    reporters.set(controller, report);
  }
  return report;
}

const sourceReporters = new WeakMap<ScreenController, ReportError>();

/** The reporter of refused addresses of a running screen: each place and message logged once (widgets redraw often). */
export function sourceReporterFor(controller: ScreenController): ReportError {
  let report = sourceReporters.get(controller);
  if (!report) {
    const seen = new Set<string>();
    report = (message: string, pointer: string) => {
      const key = `${pointer} ${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      controller.ports.logger.error(message, pointer);
    };
    sourceReporters.set(controller, report);
  }
  return report;
}

/** A stable reporter bound to the running screen's logger. */
export function useReporter(): ReportError {
  return reporterFor(useScreen());
}
