/** Moved to renderer/fixtures/fixture-steps.ts (shared with the studio's fixture replay); kept so test imports stay short. */
export * from '../../renderer/fixtures/fixture-steps.ts';
