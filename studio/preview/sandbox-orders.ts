/**
 * The sandbox lender's loan orders of a scenario (GET /api/sandbox/orders), named for the preview's order picker as
 * "Order 5000200 — finished": the status in the spec's words (section 4's order status codes).
 */
import { scenarioHeader } from './preview-ports.ts';

/** One order of the sandbox. */
export interface SandboxOrder {
  orderId: string;
  status: string;
}

const statusWords: Record<string, string> = {
  '21': 'under review or processing',
  '110': 'failed',
  '151': 'status 151',
  '170': 'repayment allowed',
  '174': 'repayable',
  '180': 'overdue',
  '200': 'finished',
};

/** "Order 5000200 — finished"; an unknown status is named by its code. */
export function orderLabel(order: SandboxOrder): string {
  return `Order ${order.orderId} — ${statusWords[order.status] ?? `unknown status ${order.status}`}`;
}

/** The orders of `scenario`, [] when the sandbox is off or does not answer. */
export async function fetchSandboxOrders(scenario: string): Promise<SandboxOrder[]> {
  try {
    const answer = await fetch('/api/sandbox/orders', { headers: { [scenarioHeader]: scenario } });
    if (!answer.ok) return [];
    const body = (await answer.json()) as { data?: unknown };
    return Array.isArray(body.data)
      ? body.data.filter((o): o is SandboxOrder => typeof o?.orderId === 'string' && typeof o?.status === 'string')
      : [];
  } catch {
    return [];
  }
}
