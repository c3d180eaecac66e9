/** Moved to renderer/fixtures/busy-reason.ts (shared with the studio's fixture replay); kept so test imports stay short. */
export * from '../../renderer/fixtures/busy-reason.ts';
