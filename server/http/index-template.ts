/** The built index.html as a server-drawn page uses it: cut where a page's parts go, its stylesheets inlined. */

/** The built index.html cut where a page's parts go. */
export interface Template {
  /** Up to the head's first script (the first-call module and the hints go before it). */
  headStart: string;
  /** The rest of the head (title replaced per page), then the body up to #root's inside. */
  headRest: string;
  /** After #root's inside, up to </body>. */
  bodyEnd: string;
  tail: string;
}

/** Cuts index.html: its <title>, its route hints script (the page names its files itself) and #root's static page. */
export function cutTemplate(html: string): Template {
  const firstScript = html.indexOf('<script');
  const rootOpen = html.indexOf('<div id="root">');
  const bodyClose = html.lastIndexOf('</body>');
  const rootClose = html.lastIndexOf('</div>', bodyClose);
  if (firstScript < 0 || rootOpen < 0 || bodyClose < 0 || rootClose < rootOpen)
    throw new Error('index.html has no <script>, #root or </body> where expected');
  return {
    headStart: html.slice(0, firstScript),
    headRest: html.slice(firstScript, rootOpen + '<div id="root">'.length).replace(/<script async src="[^"]*route-hints-[^"]*"><\/script>\s*/, ''),
    bodyEnd: html.slice(rootClose, bodyClose),
    tail: html.slice(bodyClose),
  };
}

/**
 * The head's `<link rel="stylesheet">` of the built app as `<style>` elements holding the stylesheets (CSP: style-src-elem
 * allows inline style elements). A stylesheet with a relative url() is left linked (inlined, it would resolve elsewhere),
 * as is one that cannot be read.
 */
export function inlineStylesheets(head: string, base: string, read: (file: string) => string): string {
  return head.replace(/<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g, (link, href: string) => {
    if (!href.startsWith(base) || /^(https?:)?\/\//.test(href)) return link;
    let text: string;
    try {
      text = read(href.slice(base.length));
    } catch {
      return link;
    }
    const relative = [...text.matchAll(/url\(\s*['"]?([^'")\s]*)/g)].some(([, url]) => !/^(\/|data:|https?:|#)/.test(url ?? ''));
    return relative || text.includes('</style') ? link : `<style>${text}</style>`;
  });
}
