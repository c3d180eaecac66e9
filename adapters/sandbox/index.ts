/** The sandbox lender. */
export { createSandbox, scenarioHeader, type Sandbox, type SandboxOptions, type SandboxRequest } from './create-sandbox.ts';
export { scenarioList, type Scenario } from './scenarios.ts';
