/** Loads the words of the tap rule's refusals (tap-refusals.ts): one import site, used only when something is refused. */
export const refusalWords = () => import('./tap-refusals.ts');
