/** One recorded exchange with the lender: what a screen asks, what goes on the wire, what comes back, what the screen gets. */
export interface Exchange {
  /** The client catalog's name of the call. */
  endpoint: string;
  /** What this exchange shows, for the test's name. */
  title: string;
  /** The payload a screen passes, in real names. */
  payload: Record<string, unknown>;
  /** What the spec says the request is: method, path (after the base URL, no query), body encoding and its fields. */
  request: {
    method: 'GET' | 'POST';
    path: string;
    encoding: 'json' | 'form' | 'multipart' | 'query';
    /** The call's own fields as they travel (session parameters of the page query left out). */
    fields: Record<string, string>;
  };
  /** The answer's body exactly as the lender writes it (spec sections 3, 7 and 8). */
  answer: Record<string, unknown>;
  /** What the screen gets. */
  result: { ok: true; data: unknown } | { ok: false; message: string; code?: unknown };
}
