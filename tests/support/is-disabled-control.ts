/** Moved to renderer/fixtures/is-disabled-control.ts (shared with the studio's fixture replay); kept so test imports stay short. */
export * from '../../renderer/fixtures/is-disabled-control.ts';
