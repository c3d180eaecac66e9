/** The loading state of a screen whose document is not in yet: grey placeholder blocks (the loading line says so). */
import './screen-chrome.css';

/** Loading placeholders for a whole screen. */
export function ScreenSkeleton() {
  return (
    <div className="h-skeleton" aria-hidden="true">
      <div className="h-skeleton__block h-skeleton__block--tall" />
      <div className="h-skeleton__block" />
      <div className="h-skeleton__block" />
      <div className="h-skeleton__block h-skeleton__block--short" />
    </div>
  );
}
