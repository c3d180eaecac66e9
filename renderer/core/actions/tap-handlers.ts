/**
 * The action handlers no screen's first view needs before it is painted: those only a tap (or a list a tap started)
 * runs. Their own chunk, kept off the entry; handlers.ts loads it (the app asks for it once the first screen is painted
 * and the main thread is idle) and the runner waits for it when a tap comes first.
 */
import type { TapHandlers } from './handlers.ts';
import { back } from './handlers/back.ts';
import { countdown } from './handlers/countdown.ts';
import { navigate } from './handlers/navigate.ts';
import { probe } from './handlers/probe.ts';
import { save } from './handlers/save.ts';
import { toast } from './handlers/toast.ts';

/** The handlers of this chunk; the type makes a missing or an extra kind a compile error. */
export const tapHandlers: TapHandlers = { back, countdown, navigate, probe, save, toast };
