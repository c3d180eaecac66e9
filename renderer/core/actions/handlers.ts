/** The action handler registry: one entry per action kind, each implemented in its own file. */
import type { Action } from '../../../schemas/generated/types.ts';
import type { ActionHandler } from './context.ts';
import { back } from './handlers/back.ts';
import { call } from './handlers/call.ts';
import { copy } from './handlers/copy.ts';
import { countdown } from './handlers/countdown.ts';
import { ifAction } from './handlers/if.ts';
import { native } from './handlers/native.ts';
import { navigate } from './handlers/navigate.ts';
import { openUrl } from './handlers/open-url.ts';
import { probe } from './handlers/probe.ts';
import { run } from './handlers/run.ts';
import { save } from './handlers/save.ts';
import { set } from './handlers/set.ts';
import { toast } from './handlers/toast.ts';
import { wait } from './handlers/wait.ts';

/** Every action kind mapped to its handler; the type makes a missing kind a compile error. */
export type HandlerRegistry = { [K in Action['do']]: ActionHandler<Extract<Action, { do: K }>> };

/** The built-in handlers. */
export const handlers: HandlerRegistry = {
  navigate,
  openUrl,
  back,
  native,
  call,
  toast,
  set,
  copy,
  wait,
  if: ifAction,
  countdown,
  save,
  run,
  probe,
};
