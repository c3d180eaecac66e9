/** Moved to renderer/fixtures/fixture-driver.ts (shared with the studio's fixture replay); kept so test imports stay short. */
export * from '../../renderer/fixtures/fixture-driver.ts';
