/** The sandbox's named scenarios: each seeds its own data and may slow down or fail every lender call. */
import {
  answeredCollectionComplaint,
  answeredFeesComplaint,
  pendingRepaymentComplaint,
  seedOrders,
  type SeedComplaint,
  type SeedOrder,
} from './seed-data.ts';

/** The mutable data of one scenario. */
export interface SandboxState {
  orders: SeedOrder[];
  complaints: SeedComplaint[];
  nextId: number;
  /** isNeedScore given to new complaints. */
  newComplaintNeedsScore: number;
}

/** A named scenario. */
export interface Scenario {
  name: string;
  description: string;
  /** Every lender call answers after this long. */
  delayMs?: number;
  /** Every lender call fails with this message. */
  failMessage?: string;
  seed(): SandboxState;
}

function state(complaints: SeedComplaint[], orders = seedOrders()): SandboxState {
  return { orders, complaints, nextId: 1101, newComplaintNeedsScore: 1 };
}

const standard = () => state([pendingRepaymentComplaint(1001), answeredFeesComplaint(1002)]);

/** All scenarios; the first is the default. Complaint 1001 is the one each scenario is about. */
export const scenarioList: readonly Scenario[] = [
  {
    name: 'default',
    description: 'Three orders that allow every complaint type; one pending and one answered complaint. New complaints have no reply and ask for a rating.',
    seed: standard,
  },
  {
    name: 'collection-blocked',
    description: 'The orders do not allow collection complaints (isShow 0).',
    seed: () => state([pendingRepaymentComplaint(1001)], seedOrders().map((o) => ({ ...o, isShow: 0 }))),
  },
  {
    name: 'complaint-replied',
    description: 'Complaint 1001 has a reply text and reply images from the support agent.',
    seed: () => state([answeredCollectionComplaint(1001, 0), pendingRepaymentComplaint(1002)]),
  },
  {
    name: 'complaint-awaiting-score',
    description: 'Complaint 1001 was answered and waits for the borrower to rate it (isNeedScore 1).',
    seed: () => state([answeredCollectionComplaint(1001, 1), pendingRepaymentComplaint(1002)]),
  },
  {
    name: 'empty',
    description: 'The borrower has no complaints yet.',
    seed: () => state([]),
  },
  {
    name: 'server-error',
    description: 'Every lender call fails with a business error message.',
    failMessage: 'The service is busy right now. Please try again later.',
    seed: standard,
  },
  {
    name: 'slow',
    description: 'Every lender call answers after 2 seconds.',
    delayMs: 2000,
    seed: standard,
  },
];

/** Finds a scenario by name. */
export function findScenario(name: string): Scenario | undefined {
  return scenarioList.find((s) => s.name === name);
}
