/**
 * The two request clients of spec section 7 (axios instances, adapters/http/axios-clients.ts). axios arrives in a lazy
 * chunk requested as soon as the clients are created (the app's start), alongside the screen document, so the first
 * call rarely waits for it and the borrower's entry chunk stays small.
 */

/**
 * Which of the spec's two lender clients (section 7: "Client one", "Client two") a call goes through: client one
 * (building/gather headers, JSON complaint calls) or client two (swift/eyes headers, form bodies).
 */
export type LenderClient = 'one' | 'two';

/** What both clients are made with. */
export interface ClientSettings {
  /** Answers requests in-process (tests, QA fixtures, the sandbox) instead of the network. */
  fetch?: typeof fetch;
  /** The request timeout (spec section 7: 60 s). */
  timeoutMs: number;
}

/** One request as encodeRequest builds it, with the absolute address, the page query and an abort signal. */
export interface ClientRequest {
  method: 'GET' | 'POST';
  /** The address without session parameters: the client's interceptor adds them from `query`. */
  url: string;
  data?: string | URLSearchParams | FormData;
  headers: Record<string, string>;
  /** The page query: the client's own headers and the session parameters are taken from it. */
  query: Readonly<Record<string, string | undefined>>;
  /** Whether the whole common query string goes along (/published and legacy calls), empty values included. */
  commonQuery: boolean;
  signal: AbortSignal;
}

/** The raw answer: HTTP status and body text (judged by readAnswer whatever the status). */
export interface ClientAnswer {
  status: number;
  data: string;
}

/** A request client. It rejects only when no answer arrived (no connection, aborted, timed out). */
export interface Client {
  request(req: ClientRequest): Promise<ClientAnswer>;
}

/** Client one and client two. */
export type Clients = Record<LenderClient, Client>;

/** Creates both clients; their axios chunk starts loading at once (a chunk that failed to load is tried again). */
export function createClients(settings: ClientSettings): Clients {
  const load = () => import('./axios-clients.ts').then((m) => m.createAxiosClients(settings));
  let loading: ReturnType<typeof load> | undefined = load();
  loading.catch(() => (loading = undefined));
  const client = (kind: LenderClient): Client => ({
    async request(req) {
      const current = (loading ??= load());
      current.catch(() => {
        if (loading === current) loading = undefined;
      });
      return (await current)[kind](req);
    },
  });
  return { one: client('one'), two: client('two') };
}
