/** The native actions' argument names (native-args.ts) checked when a document is validated, as the app refuses others. */
import { nativeArgs } from '../native-args.ts';
import type { NativeActionName } from '../ports.ts';
import type { DocumentError } from './describe-errors.ts';
import { toPointer } from './json-pointer.ts';
import { isJsonObject, walkDocument } from './node-slots.ts';

/** Every argument of every `native` action must be one its action takes. */
export function checkNativeArgNames(doc: unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  walkDocument(doc, {
    action(action, keys) {
      if (action.do !== 'native' || typeof action.action !== 'string' || !Object.hasOwn(nativeArgs, action.action) || !isJsonObject(action.args))
        return;
      const allowed = Object.keys(nativeArgs[action.action as NativeActionName]);
      for (const name of Object.keys(action.args)) {
        if (allowed.includes(name)) continue;
        const takes = allowed.length ? `it takes ${allowed.map((a) => `\`${a}\``).join(', ')}` : 'it takes none';
        errors.push({
          pointer: toPointer([...keys, 'args', name]),
          message: `\`${action.action}\` takes no argument \`${name}\` (${takes}); the app would refuse to call it`,
        });
      }
    },
  });
  return errors;
}
