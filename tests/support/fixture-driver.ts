/** Moved to renderer/fixture-harness/fixture-driver.ts (shared with the studio's fixture replay); kept so test imports stay short. */
export * from '../../renderer/fixture-harness/fixture-driver.ts';
