/** The screen store: what the studio API and the delivery use (documented in /work/notes/store-api.md). */
export { createStore, problemsOfText, type StoreOptions } from './create-store.ts';
export type { Store, EditInput, AuditInput } from './store-api.ts';
export * from './types.ts';
export { loadBundledScreens, screenIdPattern, titleOf, type BundledScreen, type BundledScreens } from './bundled-screens.ts';
export {
  loadCapabilities,
  manifestOf,
  compareAppVersions,
  defaultManifestPaths,
  type Capabilities,
  type ManifestPaths,
} from './capability-manifests.ts';
export { isDatabaseDown, dbDown, screensChannel } from './store-context.ts';
export { needsReviewMessage } from './publishing.ts';
export { presenceWindowMs } from './drafts-presence.ts';
export { checkNewAccount, type StaffAccount, type StaffActor, type NewStaff } from './staff-accounts.ts';
