/** The preview's query parameters as editable rows, and the address of a route with them. */

/** One query parameter being edited. */
export interface QueryRow {
  key: string;
  value: string;
}

/** The rows of a query string such as a route's example ("?productId=7&orderId=1"). */
export function rowsOf(search: string | undefined): QueryRow[] {
  return Array.from(new URLSearchParams((search ?? '').replace(/^\?/, '')), ([key, value]) => ({ key, value }));
}

/** The query of the rows (rows without a key are skipped; a later row wins). */
export function queryOf(rows: readonly QueryRow[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const row of rows) if (row.key.trim() !== '') query[row.key.trim()] = row.value;
  return query;
}

/** Whether the currency flag asks for rupees (currency=1); anything else shows pesos. */
export function isRupee(rows: readonly QueryRow[]): boolean {
  return queryOf(rows).currency === '1';
}

/** The rows with the currency flag set to rupees (currency=1) or removed (pesos). */
export function withCurrency(rows: readonly QueryRow[], rupee: boolean): QueryRow[] {
  const others = rows.filter((row) => row.key.trim() !== 'currency');
  return rupee ? [...others, { key: 'currency', value: '1' }] : others;
}

/** The preview's address of a route ("/confirmLoan" or "#/payway") with a query. */
export function previewAddress(route: string, query: Readonly<Record<string, string>>): string {
  const qs = new URLSearchParams(query).toString();
  const path = route.startsWith('#') ? `/${route}` : route;
  return `${path}${qs ? `?${qs}` : ''}`;
}

/** The studio's preview page: where it is served, and the query parameter carrying the app address it opens at. */
export const previewPage = { path: '/studio/preview.html', param: 'at' } as const;

/** The iframe address of the preview page opening the app at `appAddress` (a previewAddress). */
export function previewPageAddress(appAddress: string): string {
  return `${previewPage.path}?${new URLSearchParams({ [previewPage.param]: appAddress }).toString()}`;
}

/** The app address a preview page's query asks for, or null when it is missing or not a path of this origin. */
export function appAddressOf(search: string): string | null {
  const at = new URLSearchParams(search).get(previewPage.param);
  if (at === null || !at.startsWith('/') || at.startsWith('//') || at.startsWith('/\\')) return null;
  return at;
}
