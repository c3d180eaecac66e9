/** Route matching: ordered, first match wins, "/" exact, hash routes such as "#/payway"; parameters only in the query. */

/** One route of screens/routes.json. */
export interface Route {
  path: string;
  screen: string;
  exact?: boolean;
  /** A page for anonymous visitors in an ordinary browser (no developer console). */
  public?: boolean;
}

/** The matched screen and the page query (outer query and hash query merged). */
export interface RouteMatch {
  screen: string;
  route: Route;
  search: string;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matches(route: Route, path: string): boolean {
  const want = trimSlash(route.path);
  const have = trimSlash(path);
  if (want === have) return true;
  return !route.exact && want !== '/' && want !== '#' && have.startsWith(`${want}/`);
}

/** Finds the route for a location (pathname, search and hash as in window.location). */
export function matchRoute(routes: readonly Route[], location: { pathname: string; search: string; hash: string }): RouteMatch | undefined {
  const [hashPath = '', hashQuery = ''] = location.hash.split('?');
  const search = [location.search.replace(/^\?/, ''), hashQuery].filter(Boolean).join('&');
  const hasHashRoute = /^#\/./.test(hashPath);
  for (const route of routes) {
    const isHashRoute = route.path.startsWith('#');
    // "/" is the bare root page: "/#/payway" belongs to the hash route, even though "/" comes first in the list.
    if (!isHashRoute && hasHashRoute && trimSlash(route.path) === '/') continue;
    const target = isHashRoute ? hashPath : location.pathname;
    if (target && matches(route, target)) return { screen: route.screen, route, search };
  }
  return undefined;
}
