/**
 * The two request clients of spec section 7 as axios instances: a 60 s timeout, the XMLHttpRequest marker header,
 * answers as raw body text whatever the status (readAnswer judges them), and request interceptors that add each
 * client's own headers (client one: building and gather; client two: swift and eyes) and the page's session
 * parameters from the page query. A lazy chunk of its own (clients.ts loads it as the app starts), so axios stays out
 * of the borrower's entry chunk.
 */
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { ClientAnswer, LenderClient, ClientRequest, ClientSettings } from './clients.ts';
import { clientHeaders, withSessionQuery } from './session-query.ts';

/** What a request carries for the interceptors: the page query and whether the whole common query string goes along. */
interface PageConfig extends InternalAxiosRequestConfig {
  pageQuery?: ClientRequest['query'];
  commonQuery?: boolean;
}

function createInstance(kind: LenderClient, settings: ClientSettings): AxiosInstance {
  const instance = axios.create({
    // fetch everywhere (the page, Node, tests' in-process lenders); without a Request class axios calls fetch(url, init).
    adapter: 'fetch',
    env: { fetch: settings.fetch ?? ((input, init) => globalThis.fetch(input, init)), Request: null as never },
    timeout: settings.timeoutMs,
    // No axios User-Agent: a lender on another origin would have to allow one more header in its CORS preflight.
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'User-Agent': false },
    responseType: 'text',
    // Bodies travel as encodeRequest built them, answers come back as text: the adapter's readAnswer reads them.
    transformRequest: [
      (data: unknown, headers) => {
        // A multipart body's Content-Type (with its boundary) is fetch's to write; axios would otherwise default a
        // post to form-urlencoded. `false` keeps the header out of the request.
        if (Object.prototype.toString.call(data) === '[object FormData]') headers.set('Content-Type', false);
        return data;
      },
    ],
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
  });
  instance.interceptors.request.use((config: PageConfig) => {
    const query = config.pageQuery ?? {};
    for (const name of clientHeaders[kind]) config.headers.set(name, query[name] ?? '');
    config.url = withSessionQuery(config.url ?? '', query, config.commonQuery === true);
    return config;
  });
  return instance;
}

/** Sends one request on an instance; rejects only when no answer arrived (no connection, aborted, timed out). */
async function send(instance: AxiosInstance, req: ClientRequest): Promise<ClientAnswer> {
  const config: PageConfig & { url: string } = {
    method: req.method,
    url: req.url,
    data: req.data,
    headers: req.headers as InternalAxiosRequestConfig['headers'],
    signal: req.signal,
    pageQuery: req.query,
    commonQuery: req.commonQuery,
  };
  const res = await instance.request<string>(config);
  return { status: res.status, data: typeof res.data === 'string' ? res.data : String(res.data ?? '') };
}

/** Creates client one and client two. */
export function createAxiosClients(settings: ClientSettings): Record<LenderClient, (req: ClientRequest) => Promise<ClientAnswer>> {
  const one = createInstance('one', settings);
  const two = createInstance('two', settings);
  return { one: (req) => send(one, req), two: (req) => send(two, req) };
}
