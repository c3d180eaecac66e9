/** Moved to renderer/fixtures/visible-lines.ts (shared with the studio's fixture replay); kept so test imports stay short. */
export * from '../../renderer/fixtures/visible-lines.ts';
