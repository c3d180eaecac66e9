/**
 * The titles of the screens built into the app, known before a screen's document arrives, so the top bar of the
 * loading page names the screen at once (on a slow network the document can take seconds). Only each bundled
 * document's `title` is imported (JSON named exports), not the documents; a title worked out from data (an expression) is
 * not known until then.
 */
const titles = import.meta.glob<string>(['../../screens/*.json', '!../../screens/routes.json'], { import: 'title', eager: true });

/** The bundled title of a screen, or '' when it has none or it is an expression. */
export function bundledTitle(screen: string): string {
  const title = titles[`../../screens/${screen}.json`];
  return typeof title === 'string' && !title.startsWith('=') ? title : '';
}
