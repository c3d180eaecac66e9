/** The loading state of a screen: grey placeholder blocks, announced to screen readers. */
import './screen-chrome.css';

/** A loading placeholder for a whole screen. */
export function ScreenSkeleton() {
  return (
    <div className="h-skeleton" role="status" aria-live="polite">
      <span className="h-visually-hidden">loading...</span>
      <div className="h-skeleton__block h-skeleton__block--tall" />
      <div className="h-skeleton__block" />
      <div className="h-skeleton__block" />
      <div className="h-skeleton__block h-skeleton__block--short" />
    </div>
  );
}
