/**
 * The whole-screen validator, every split validator loaded at once: for tests and tooling (the page loads the ones a
 * screen needs, by widget type, through schemas/generated/validators/index.ts).
 */
import { screenValidators } from '../../../schemas/generated/validators.js';
import { composeScreenValidator } from './split-validation.ts';

/** Checks a whole screen document, as the full screen schema would. */
export const validateScreenSchema = composeScreenValidator(screenValidators);
