/** The two axios request clients of spec section 7 (60 s timeout, XMLHttpRequest marker header). */
import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';

/** The spec's request timeout. */
export const defaultTimeoutMs = 60_000;

/** Options shared by both clients. */
export interface ClientOptions {
  timeoutMs?: number;
  /** Answers requests in-process (tests, QA fixtures, the sandbox) instead of the network. */
  fetch?: typeof fetch;
}

/** Client one and client two; their own headers are added per call from the page query. */
export type Clients = Record<'one' | 'two', AxiosInstance>;

function createClient(options: ClientOptions): AxiosInstance {
  const config: CreateAxiosDefaults = {
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    // The body is read as text and judged by readAnswer, whatever the HTTP status.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
  };
  if (options.fetch) {
    config.adapter = 'fetch';
    config.env = { fetch: options.fetch };
  }
  return axios.create(config);
}

/** Creates both clients. */
export function createClients(options: ClientOptions): Clients {
  return { one: createClient(options), two: createClient(options) };
}
