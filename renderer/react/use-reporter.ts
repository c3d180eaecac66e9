/** Reports expression failures to the logger once per place and message (evaluation runs on every store change). */
import { useMemo } from 'react';
import type { ReportError } from '../core/evaluate-props.ts';
import { useScreen } from './screen-context.ts';

const reported = new WeakMap<object, Set<string>>();

/** A stable reporter bound to the running screen's logger. */
export function useReporter(): ReportError {
  const controller = useScreen();
  return useMemo(() => {
    const seen = reported.get(controller) ?? new Set<string>();
    reported.set(controller, seen);
    return (message: string, pointer: string) => {
      const key = `${pointer} ${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      controller.ports.logger.error(`expression failed: ${message}`, pointer);
    };
  }, [controller]);
}
