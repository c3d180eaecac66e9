/**
 * The app's own words in the page's language, for components (renderer/core/i18n/app-words.ts). The default reads the
 * table the app's start loaded; the server sets that table for each first view it draws, one drawing at a time
 * (app/ssr/render-first-view.tsx). A tool may provide its own.
 */
import { createContext, useContext } from 'react';
import { words } from '../core/i18n/app-words.ts';

/** Turns one of the app's own English texts into the page's language. */
export const WordsContext = createContext(words);

/** The app's words function: `useWords()('Try again')`. */
export const useWords = (): ((en: string) => string) => useContext(WordsContext);
