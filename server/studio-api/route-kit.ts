/** What every studio API route shares: its Hono env (the signed-in actor), JSON bodies, refusals and store answers. */
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { failureBody, type Actor, type Role, type StoreResult } from '../store/types.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import type { ApprovalWrites } from '../store/store-api.ts';

/** The Hono env of the studio API: who is signed in and their session's CSRF token. */
export interface StudioEnv {
  /** approvalWrites: what the fixture guard adds to the approval it guards (fixture-guard.ts). */
  Variables: { actor: Actor; csrfToken: string; sessionId: string; approvalWrites: ApprovalWrites | undefined };
}

/** A studio API context. */
export type StudioContext = Context<StudioEnv>;

/** Every role, weakest first: each can do what the ones before it can. */
export const roleOrder: readonly Role[] = ['viewer', 'editor', 'reviewer', 'admin'];

/** True for a role string the studio knows. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roleOrder as readonly string[]).includes(value);
}

/** A JSON refusal `{ code, message }` with its status. */
export function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json({ code, message }, status);
}

/** Refuses a signed-in person whose role is below `least` (403 'role'). */
export function needs(least: Role): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const { role } = c.get('actor');
    if (roleOrder.indexOf(role) < roleOrder.indexOf(least)) {
      return refuse(
        c,
        403,
        'role',
        `This needs the ${least} role; you are signed in as ${role === 'admin' || role === 'editor' ? 'an' : 'a'} ${role}.`,
      );
    }
    await next();
  };
}

/** The JSON object of the body, or undefined when it is not one. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return isRecord(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** A store answer as the response: the value (200), or its refusal with status, code and message. */
export function answer<T>(c: Context, result: StoreResult<T>, shape: (value: T) => unknown = (v) => v) {
  if (result.ok) return c.json(shape(result.value) as object, 200);
  return c.json(failureBody(result), result.status);
}

/** A whole number ≥ 0 from a path or query part, else undefined. */
export function wholeNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}
