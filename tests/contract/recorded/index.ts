/** Every recorded exchange, for the client's and the sandbox's contract tests. */
import { codeEnvelopeExchanges } from './code-envelope.ts';
import type { Exchange } from './exchange.ts';
import { flagEnvelopeExchanges } from './flag-envelope.ts';
import { legacyAndPromotionExchanges } from './legacy-and-promotion.ts';

/** The exchanges, grouped by envelope in their files. */
export const recordedExchanges: readonly Exchange[] = [...codeEnvelopeExchanges, ...flagEnvelopeExchanges, ...legacyAndPromotionExchanges];
