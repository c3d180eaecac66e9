/** The screen's title bar with a back button (history back, or close the webview when there is no history). */
import type { Ports } from '../core/ports.ts';
import './screen-chrome.css';
import { useWords } from './words-context.ts';

/** Props of TopBar. */
export interface TopBarProps {
  title: string;
  ports: Ports;
}

/** The title bar. */
export function TopBar({ title, ports }: TopBarProps) {
  return (
    <header className="h-topbar">
      <button type="button" className="h-topbar__back" aria-label={useWords()('Back')} onClick={() => ports.navigation.back()}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="h-topbar__title">{title}</h1>
      <span className="h-topbar__spacer" />
    </header>
  );
}
