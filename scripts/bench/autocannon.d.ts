/** The part of autocannon's API the delivery and ingestion benches use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Requests per second over all connections (default: as fast as it goes). */
    overallRate?: number;
    /** Requests to cycle through; setupRequest may change each one before it is sent (such as its body). */
    requests?: {
      method?: string;
      path?: string;
      body?: string;
      setupRequest?(request: { body?: string; path?: string }): { body?: string; path?: string };
      /** The request's bytes, made anew for each request: only with scripts/bench/lean-clients.ts's leanClients. */
      bytesOf?(): Buffer;
    }[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats?: Record<string, { count: number }>;
    duration: number;
  }
  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance & Promise<Result>;
  export default autocannon;
}
