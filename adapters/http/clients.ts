/**
 * The two request clients of spec section 7 (axios instances, adapters/http/axios-clients.ts). axios arrives in a lazy
 * chunk requested as soon as the clients are created (the app's start), alongside the screen document, so the first
 * call rarely waits for it and the borrower's entry chunk stays small.
 *
 * On a page the server drew, the page's first-call module (app/first-call.ts) has already sent the screen's first
 * calls: a request that is one of them takes its answer here, read as axios reads it (status and body text, whatever
 * the status; no answer at all rejects), without axios. Then axios is asked for at the first request that is not one
 * of them (a screen's onLoad calls leave once its data is on the display: renderer/core/actions/handlers/call.ts), or
 * axiosWaitMs after the clients are made, so its ~21 KB are neither downloaded nor run before the data's drawing
 * (issue 31). Waiting for the answer to be read is not enough: it may come while the page still hydrates, before the
 * data can be drawn.
 */
import { withSessionQuery } from './session-query.ts';
import { lazyChunk } from '../../renderer/core/import-again.ts';

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
  /**
   * The answer of a request the page already sent (app/first-call.ts's takeFirstAnswer: the same method, address with
   * its session parameters, and body), once; undefined for any other request, which goes out through axios.
   */
  firstAnswer?: FirstAnswer;
}

/** Looks up the answer of a request the page already sent: method, the full address, the body as the client sends it. */
export type FirstAnswer = (method: string, url: string, body: ClientRequest['data']) => Promise<Response | undefined>;

/** On a page with first calls, axios is asked for this long after the clients are made if no other request asked for it first. */
export const axiosWaitMs = 3000;

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
  /**
   * Told whether the request may have left the phone: yes while it may be one the page already sent (a first answer)
   * and once it goes to the network (the clients' code in); no once the page is known to have sent no such request.
   * Until it is told yes, nothing of it has left.
   */
  mayHaveLeft?: (yes: boolean) => void;
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

/**
 * Creates both clients; their axios chunk starts loading at once, or, with `firstAnswer`, at the first other request or
 * after axiosWaitMs (a chunk that failed to load is tried again).
 */
export function createClients(settings: ClientSettings): Clients {
  const { firstAnswer } = settings;
  // A failed load is asked for again, from another address, by the next request (renderer/core/import-again.ts).
  const start = lazyChunk(
    () => import('./axios-clients.ts'),
    'hatid-chunk:adapters/http/axios-clients.ts',
    'createAxiosClients',
    import.meta.url,
    (m) => m.createAxiosClients(settings),
  );
  if (firstAnswer) globalThis.setTimeout(start, axiosWaitMs);
  else start();
  const client = (kind: LenderClient): Client => ({
    async request(req) {
      const { mayHaveLeft = () => {} } = req;
      if (firstAnswer) {
        // It may be the page's own request, already sent, until the page is known to have sent no such request. The
        // address as axios-clients.ts's interceptor completes it, so that it is the very request the page sent.
        mayHaveLeft(true);
        const first = await firstAnswer(req.method, withSessionQuery(req.url, req.query, req.commonQuery), req.data);
        if (first) return { status: first.status, data: await first.text() };
        mayHaveLeft(false);
      }
      // A request given up on (the call's timeout) while the chunk still loads lets the next one ask for it again.
      const made = await start(req.signal);
      mayHaveLeft(true);
      return made[kind](req);
    },
  });
  return { one: client('one'), two: client('two') };
}
