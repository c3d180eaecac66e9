/** Which problems belong to a field of the property form, and which to the node as a whole. */
import { escapeToken } from '../../renderer/core/validation/json-pointer.ts';
import type { Problem } from '../studio-api.ts';
import { isAtOrUnder } from '../outline/build-outline.ts';

/** The pointer of property `prop` of the node at `nodePointer`. */
export function fieldPointer(nodePointer: string, prop: string): string {
  return `${nodePointer}/${escapeToken(prop)}`;
}

/** True for a problem on the node itself that names this property first, such as "`title` is required on …". */
function namesProp(problem: Problem, nodePointer: string, prop: string): boolean {
  return problem.pointer === nodePointer && problem.message.startsWith(`\`${prop}\``);
}

/** The problems shown under the field `prop`: those at or under its pointer, and "`prop` is required" on the node. */
export function fieldProblems(problems: readonly Problem[], nodePointer: string, prop: string): Problem[] {
  const at = fieldPointer(nodePointer, prop);
  return problems.filter((p) => isAtOrUnder(p.pointer, at) || namesProp(p, nodePointer, prop));
}

/** The problems of the node that no field of the form shows: on the node itself, or under a property not in `props`. */
export function nodeProblems(problems: readonly Problem[], nodePointer: string, props: readonly string[]): Problem[] {
  return problems.filter((p) => isAtOrUnder(p.pointer, nodePointer) && !props.some((prop) => fieldProblems([p], nodePointer, prop).length > 0));
}
