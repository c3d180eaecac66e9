/**
 * Clients that ask at a given rate instead of as fast as they can (the delivery bench's "at the target's rate" rows):
 * `clients` keep-alive connections stay open, requests arrive at `rate` a second in all (at random times, seeded: the
 * same arrivals every run), each for a client picked at random, and a client with an answer still to come sends its next
 * request once that answer is in (HTTP/1.1, no pipelining). A request's latency runs from the moment it was due, not from
 * when it could be sent, so a slow answer also counts against the requests it held back (no coordinated omission).
 * autocannon's own rate options send each connection's share in a burst at the start of every second (its clients'
 * one-second interval, started together): a queue of 200 at once, as in the as-fast-as-they-can rows, not a rate.
 * Traffic to the given host only (the bench's 127.0.0.1).
 */
import net from 'node:net';
import { seededRandom } from '../seeded-random.ts';

/** Options of openLoop. */
export interface OpenLoopOptions {
  host: string;
  port: number;
  /** Connections kept open (the concurrent clients). */
  clients: number;
  /** Requests a second, all clients together. */
  rate: number;
  /** How long requests arrive. */
  seconds: number;
  /** The bytes of the next request (a whole HTTP/1.1 request with keep-alive). */
  request: () => Buffer;
  /** How long to wait for the last answers after the arrivals end (default 10 s); answers still missing are errors. */
  drainSeconds?: number;
  seed?: number;
}

/** What openLoop measured. */
export interface OpenLoopResult {
  /** Requests due in the run. */
  due: number;
  answered: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  /** Requests not answered: a connection that failed or closed, or an answer missing at the end. */
  errors: number;
  /** Answers a second over the arrivals' time (the rate asked for when every request was answered). */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The most requests that were due and not yet answered at once. */
  mostWaiting: number;
}

/** The value at fraction `p` of sorted numbers (nearest rank). */
const at = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0);

const headEnd = Buffer.from('\r\n\r\n');

/** One client: a connection, its requests due and not yet sent, and the answer it reads. */
class Client {
  readonly due: number[] = [];
  /** When the request in flight was due (undefined: none in flight). */
  inFlight: number | undefined;
  #head: Buffer = Buffer.alloc(0);
  #bodyLeft = -1;
  #status = 0;
  constructor(
    readonly socket: net.Socket,
    private readonly request: () => Buffer,
    private readonly answered: (dueAt: number, status: number) => void,
    private readonly failed: (message: string) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
  }
  /** Sends the next request due when none is in flight. */
  next(): void {
    if (this.inFlight !== undefined || this.due.length === 0) return;
    this.inFlight = this.due.shift();
    this.socket.write(this.request());
  }
  #read(chunk: Buffer): void {
    let data = chunk;
    while (data.length > 0) {
      if (this.#bodyLeft < 0) {
        const head = this.#head.length > 0 ? Buffer.concat([this.#head, data]) : data;
        const end = head.indexOf(headEnd);
        if (end < 0) {
          this.#head = head;
          return;
        }
        const text = head.subarray(0, end).toString('latin1');
        this.#status = Number(text.slice(9, 12));
        if (/\r\ntransfer-encoding:/i.test(text)) return this.failed('a chunked answer (the bench reads Content-Length only)');
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1];
        this.#bodyLeft = this.#status === 304 || this.#status === 204 ? 0 : Number(length ?? 0);
        this.#head = Buffer.alloc(0);
        data = head.subarray(end + headEnd.length);
      }
      const take = Math.min(this.#bodyLeft, data.length);
      this.#bodyLeft -= take;
      data = data.subarray(take);
      if (this.#bodyLeft === 0) {
        this.#bodyLeft = -1;
        const dueAt = this.inFlight;
        this.inFlight = undefined;
        if (dueAt !== undefined) this.answered(dueAt, this.#status);
        this.next();
      }
    }
  }
}

/** Runs the clients: connects them all, then sends requests as they fall due; resolves once every answer is in (or late). */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const random = seededRandom(options.seed ?? 31);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let waiting = 0;
  let mostWaiting = 0;
  let problem: string | undefined;
  let ended = false;
  const sockets = await Promise.all(
    Array.from(
      { length: options.clients },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect({ host: options.host, port: options.port }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const clients = sockets.map(
    (socket) =>
      new Client(
        socket,
        options.request,
        (dueAt, status) => {
          latencies.push(performance.now() - dueAt);
          statuses[status] = (statuses[status] ?? 0) + 1;
          waiting--;
        },
        (message) => (problem ??= message),
      ),
  );
  for (const socket of sockets) {
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (ended) return;
      const client = clients.find((c) => c.socket === socket);
      const lost = (client?.inFlight === undefined ? 0 : 1) + (client?.due.length ?? 0);
      if (client) {
        client.inFlight = undefined;
        client.due.length = 0;
      }
      errors += lost;
      waiting -= lost;
    });
  }
  // The arrivals, worked out before the run: rate × seconds of them at random times (a Poisson process given its count),
  // so the rate asked for is the rate offered, to the request.
  const arrivals = Float64Array.from({ length: Math.round(options.rate * options.seconds) }, () => random() * options.seconds * 1000).sort();
  const start = performance.now();
  let nextArrival = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (nextArrival < arrivals.length && (arrivals[nextArrival] ?? Infinity) <= now) {
        const client = clients[Math.floor(random() * clients.length)] as Client;
        client.due.push(start + (arrivals[nextArrival] ?? 0));
        waiting++;
        mostWaiting = Math.max(mostWaiting, waiting);
        client.next();
        nextArrival++;
      }
      if (nextArrival < arrivals.length) setTimeout(tick, Math.max(0, Math.min(1, (arrivals[nextArrival] ?? 0) - now)));
      else resolve();
    };
    tick();
  });
  const drainUntil = performance.now() + (options.drainSeconds ?? 10) * 1000;
  while (waiting > 0 && performance.now() < drainUntil && !problem) await new Promise((resolve) => setTimeout(resolve, 5));
  errors += Math.max(0, waiting);
  ended = true;
  for (const socket of sockets) socket.destroy();
  if (problem) throw new Error(`open-loop clients: ${problem}`);
  const sorted = Float64Array.from(latencies).sort();
  return {
    due: arrivals.length,
    answered: latencies.length,
    statuses,
    errors,
    reqPerSec: Math.round(latencies.length / options.seconds),
    p50Ms: Math.round(at(sorted, 0.5) * 10) / 10,
    p99Ms: Math.round(at(sorted, 0.99) * 10) / 10,
    maxMs: Math.round((sorted[sorted.length - 1] ?? 0) * 10) / 10,
    mostWaiting,
  };
}
