/**
 * Checking the useful part of a lender answer against its entity schema (schemas/api/) before a screen sees it, with
 * the precompiled shape validators of schemas/generated/validators/validate-answer-*.js, each loaded on the first call
 * of an endpoint that needs it (never the ajv compiler, nothing added to the entry chunk but this table).
 *
 * How strict (scripts/answer-validators.ts): required fields must be there and every field that is there must have its
 * schema's type, in nested objects and list entries too; extra fields are allowed and value rules (enum, pattern,
 * minimum…) are not checked. An answer that fails becomes a failed call whose message says the app cannot read it,
 * and the logger gets the endpoint and the JSON Pointer (from the root of the answer) of the first bad field, never
 * its value (it may be a card number). Entity schemas require only what a screen cannot be drawn without: an answer
 * lacking a field marked `"expected": true` is drawn (that part of the page stays empty or hidden) and each such gap is
 * logged by its pointer.
 */
import type { ValidatorModule } from '../../schemas/generated/validators/index.ts';
import { answerExpectedFields, answerValidatorFiles, answerValidatorLoaders } from '../../schemas/generated/validators/answers.ts';
import { importAgain } from '../../renderer/core/import-again.ts';

/** What an endpoint's useful payload is: one entity of schemas/api/ (by file name), or a list of them. */
export interface AnswerShape {
  entity: string;
  list?: boolean;
}

/**
 * The entity of each endpoint's useful payload (the catalog's `pick`), for the endpoints whose payload has an entity
 * schema. The others (uploads, saves, tracking, pushes answering an address) are judged by their success rule only.
 */
export const answerShapes: Readonly<Record<string, AnswerShape>> = {
  'contact.info': { entity: 'contact-info' },
  'complaint.init': { entity: 'complaint-init' },
  'complaint.initGet': { entity: 'complaint-init' },
  'complaint.list': { entity: 'complaint-list-tab', list: true },
  'complaint.detail': { entity: 'complaint-detail' },
  'loanConfirm.detail': { entity: 'loan-confirm' },
  'contract.list': { entity: 'agreement', list: true },
  'loanDetails.detail': { entity: 'order-details' },
  'unionError.info': { entity: 'joint-login-error-info' },
  'legacy.confirm': { entity: 'loan-confirm' },
  'legacy.contract': { entity: 'agreement', list: true },
  'repayment.way': { entity: 'repayment-way' },
  'repayment.commit': { entity: 'repayment-commit' },
  'repayment.instalment': { entity: 'instalment-info' },
  'repayment.rollover': { entity: 'rollover-info' },
  'repayment.generate': { entity: 'generated-payment' },
  'bindCard.init': { entity: 'bank-form' },
  'promotion.template': { entity: 'promotion-template' },
  'promotion.sid': { entity: 'promotion-sid' },
};

/** The first bad field of an answer: its JSON Pointer from the root of the answer, and what is wrong with it. */
export interface AnswerProblem {
  pointer: string;
  problem: string;
}

/** Checks one payload; undefined when its shape is right. */
export type AnswerCheck = (payload: unknown) => AnswerProblem | undefined;

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON Pointer of the catalog's `pick` ('body' is the root, 'data.data' is /data/data). */
export function pickPointer(pick: string): string {
  return pick === 'body'
    ? ''
    : pick
        .split('.')
        .map((key) => `/${escapeToken(key)}`)
        .join('');
}

/** The first error of a validator as a problem, below `at`. */
function firstProblem(validator: ValidatorModule['validate'], at: string): AnswerProblem {
  const error = validator.errors?.[0];
  if (!error) return { pointer: at, problem: 'does not have the expected shape' };
  const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
  if (typeof missing === 'string') return { pointer: `${at}${error.instancePath}/${escapeToken(missing)}`, problem: 'is missing' };
  const type = error.keyword === 'type' ? error.params.type : undefined;
  const wanted = Array.isArray(type) ? type.join(' or ') : String(type ?? '');
  return {
    pointer: `${at}${error.instancePath}`,
    problem: wanted ? `must be ${/^[aeiou]/.test(wanted) ? 'an' : 'a'} ${wanted}` : 'does not have the expected shape',
  };
}

/** The check of a shape with its loaded validator; `pick` places the pointers in the whole answer. */
export function shapeCheck(shape: AnswerShape, validator: ValidatorModule['validate'], pick: string): AnswerCheck {
  const at = pickPointer(pick);
  return (payload) => {
    if (!shape.list) return validator(payload) ? undefined : firstProblem(validator, at);
    if (!Array.isArray(payload)) return { pointer: at, problem: 'must be a list' };
    for (const [i, entry] of payload.entries()) if (!validator(entry)) return firstProblem(validator, `${at}/${i}`);
    return undefined;
  };
}

/** The expected optional fields an answer lacks (absent or null), as JSON Pointers from the root of the answer. */
export type AnswerGaps = (payload: unknown) => string[];

/** The gaps of one entity's answers (lists are not looked into: an entry's gaps would repeat per entry). */
export function gapsOf(shape: AnswerShape, optional: readonly string[], pick: string): AnswerGaps {
  const at = pickPointer(pick);
  return (payload) => {
    if (shape.list || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return [];
    const record = payload as Record<string, unknown>;
    return optional.filter((field) => record[field] === undefined || record[field] === null).map((field) => `${at}/${escapeToken(field)}`);
  };
}

const noGaps: AnswerGaps = () => [];

/**
 * Loads each entity's validator once (a chunk that failed to load, offline, is tried again on the next call, from
 * another address where the build wrote its file in `files`: renderer/core/import-again.ts).
 */
export function createAnswerChecks(
  shapes: Readonly<Record<string, AnswerShape>> = answerShapes,
  loaders: Readonly<Record<string, () => Promise<ValidatorModule>>> = answerValidatorLoaders,
  expected: Readonly<Record<string, readonly string[]>> = answerExpectedFields,
  files: Readonly<Record<string, string>> = answerValidatorFiles,
) {
  const loaded = new Map<string, Promise<ValidatorModule>>();
  const attempts = new Map<string, number>();
  return {
    /** The expected optional fields an endpoint's answer lacks (none for endpoints without an entity schema). */
    gapsFor(name: string, pick: string): AnswerGaps {
      const shape = Object.prototype.hasOwnProperty.call(shapes, name) ? shapes[name] : undefined;
      const fields = shape && Object.prototype.hasOwnProperty.call(expected, shape.entity) ? expected[shape.entity] : undefined;
      return shape && fields && fields.length > 0 ? gapsOf(shape, fields, pick) : noGaps;
    },
    /** The check of an endpoint's answer (undefined when it has no entity schema); rejects when its chunk cannot load. */
    async checkFor(name: string, pick: string): Promise<AnswerCheck | undefined> {
      const shape = Object.prototype.hasOwnProperty.call(shapes, name) ? shapes[name] : undefined;
      const load = shape && Object.prototype.hasOwnProperty.call(loaders, shape.entity) ? loaders[shape.entity] : undefined;
      if (!shape || !load) return undefined;
      let pending = loaded.get(shape.entity);
      if (!pending) {
        const attempt = attempts.get(shape.entity) ?? 0;
        attempts.set(shape.entity, attempt + 1);
        const loading = importAgain(load, files[shape.entity] ?? 'hatid-chunk:', 'validate', attempt, import.meta.url);
        loaded.set(shape.entity, loading);
        loading.catch(() => {
          if (loaded.get(shape.entity) === loading) loaded.delete(shape.entity);
        });
        pending = loading;
      }
      return shapeCheck(shape, (await pending).validate, pick);
    },
  };
}
