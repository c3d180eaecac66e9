/**
 * autocannon's clients without two costs the delivery bench has no use for. The clients run on the same two cores as
 * the server, so what they spend is taken from it: these change the measurement's overhead, not the server. Two patches
 * of autocannon 9's own modules, made for a row and undone after it (leanClients):
 * - **A response's body is not kept.** autocannon appends each body to a string (lib/pipelinedRequestsQueue.js addBody,
 *   `req.body += data`), decoding ~8 KB of gzip or Brotli as UTF-8 per page, for options the bench does not use
 *   (verifyBody, expectBody, a request's onResponse). The bytes are still received, counted and parsed as HTTP.
 * - **A request that brings its own bytes is sent as them** (`bytesOf`, see codeRequests): with a setupRequest, autocannon
 *   builds every request again from its options (lib/httpRequestBuilder.js: two Object.assign, the header lines joined,
 *   Buffer.from, a hyperid), ~10 µs a request against a copy of the first one with the new values written in.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface QueueModule {
  prototype: { addBody(data: Buffer): void };
}
interface IteratorModule {
  prototype: {
    currentRequest?: { bytesOf?: () => Buffer; requestBuffer?: Buffer };
    resetted: boolean;
    rebuildRequest(this: IteratorModule['prototype']): Buffer | null;
  };
}

/**
 * A request of autocannon's `requests` whose bytes are made by `bytesOf` for each request; with the clients as autocannon
 * makes them (leanClients not called), setupRequest gives the same request's address instead, as autocannon builds it.
 */
export interface OwnBytesRequest {
  bytesOf: () => Buffer;
  setupRequest: (request: { path?: string }) => { path?: string };
}

/** Makes autocannon's clients lean until the function it answers is called (it undoes both patches). */
export function leanClients(): () => void {
  const queue = (require('autocannon/lib/pipelinedRequestsQueue.js') as QueueModule).prototype;
  const iterator = (require('autocannon/lib/requestIterator.js') as IteratorModule).prototype;
  const { addBody } = queue;
  const { rebuildRequest } = iterator;
  queue.addBody = () => undefined;
  iterator.rebuildRequest = function (this: IteratorModule['prototype']) {
    const own = this.currentRequest?.bytesOf;
    if (!own || !this.currentRequest) return rebuildRequest.call(this);
    this.resetted = false;
    return (this.currentRequest.requestBuffer = own());
  };
  return () => {
    queue.addBody = addBody;
    iterator.rebuildRequest = rebuildRequest;
  };
}

/**
 * Requests of the code page with a new code and amount each (`HT5` and 11 digits, an amount of 6 digits: a page the
 * server has not drawn yet every time), as autocannon would send them: its own first request, built once by its builder
 * (`build`: the request for a path), copied for each request with the counter's digits written over the first's.
 */
export function codeRequests(pathOf: (code: string, amount: number) => string, build: (path: string) => Buffer, from = 0): OwnBytesRequest {
  let n = from;
  const codeOf = (i: number) => `HT5${String(i).padStart(11, '0')}`;
  const amountOf = (i: number) => 100_000 + (i % 900_000);
  // Two paths that differ in every digit of the code and the amount, to find where each is written.
  const first = build(pathOf(codeOf(0), amountOf(0)));
  const text = first.toString('latin1');
  const codeAt = text.indexOf(codeOf(0));
  const amountAt = text.indexOf(String(amountOf(0)), codeAt + 14);
  if (codeAt < 0 || amountAt < 0 || !build(pathOf(codeOf(1), amountOf(1))).equals(withValues(first, codeAt, amountAt, 1)))
    throw new Error('the code request has no code and amount where expected');
  return {
    bytesOf: () => withValues(first, codeAt, amountAt, n++),
    setupRequest: (request) => ({ ...request, path: pathOf(codeOf(n), amountOf(n++)) }),
  };

  function withValues(request: Buffer, codeAt: number, amountAt: number, i: number): Buffer {
    const bytes = Buffer.allocUnsafe(request.length);
    request.copy(bytes);
    bytes.write(codeOf(i), codeAt, 'latin1');
    bytes.write(String(amountOf(i)), amountAt, 'latin1');
    return bytes;
  }
}
