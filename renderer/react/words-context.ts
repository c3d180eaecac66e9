/**
 * The app's own words in the page's language, for components (renderer/core/i18n/app-words.ts). The default reads the
 * table the app's start loaded; the server's first view provides one per request, so two pages drawn at once in
 * different languages keep their own.
 */
import { createContext, useContext } from 'react';
import { words } from '../core/i18n/app-words.ts';

/** Turns one of the app's own English texts into the page's language. */
export const WordsContext = createContext(words);

/** The app's words function: `useWords()('Try again')`. */
export const useWords = (): ((en: string) => string) => useContext(WordsContext);
