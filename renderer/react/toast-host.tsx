/** Draws the toast, the loading indicator and the lasting notice from the feedback store. */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { FeedbackState } from '../core/feedback-store.ts';
import { words } from '../core/i18n/app-words.ts';
import { awayFrom, useToastPlacement, viewportHeight } from './toast-placement.ts';
import './screen-chrome.css';

/** Props of ToastHost. */
export interface ToastHostProps {
  store: StoreApi<FeedbackState>;
}

/** Takes the lasting notice away, if one shows. */
function dismissNotice(store: StoreApi<FeedbackState>) {
  if (store.getState().notice) store.setState({ notice: undefined });
}

/**
 * The toast (one at a time: centred, or away from the form field the borrower is in), the loading overlay and the
 * lasting notice: it stays until the borrower taps again (anywhere, its × too) or the page changes, in the half of the
 * screen the element they last tapped is not in, so it never covers the button they would try again with.
 */
export function ToastHost({ store }: ToastHostProps) {
  const { toasts, loading, notice } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const busy = loading[loading.length - 1];
  const placement = useToastPlacement(toasts.length > 0);
  const tapped = useRef<Element | null>(null);
  const [noticePlace, setNoticePlace] = useState<'high' | 'low'>('high');
  useEffect(() => {
    const dismiss = () => dismissNotice(store);
    const onTap = (event: MouseEvent) => {
      tapped.current = event.target instanceof Element ? event.target : null;
      dismiss();
    };
    // The app's own navigation (a countdown, the native back, an onSuccess) is wouter's pushState / replaceState events,
    // not popstate: the notice goes when they lead to another page, not when they only rewrite this page's query.
    let page = location.pathname;
    const onNavigate = () => {
      if (location.pathname !== page) dismiss();
      page = location.pathname;
    };
    document.addEventListener('click', onTap, true);
    window.addEventListener('popstate', dismiss);
    window.addEventListener('hashchange', dismiss);
    window.addEventListener('pushState', onNavigate);
    window.addEventListener('replaceState', onNavigate);
    return () => {
      document.removeEventListener('click', onTap, true);
      window.removeEventListener('popstate', dismiss);
      window.removeEventListener('hashchange', dismiss);
      window.removeEventListener('pushState', onNavigate);
      window.removeEventListener('replaceState', onNavigate);
    };
  }, [store]);
  useLayoutEffect(() => {
    const last = tapped.current;
    if (notice) setNoticePlace(last?.isConnected ? awayFrom(last, viewportHeight()) : 'high');
  }, [notice]);
  return (
    <>
      {/* A live region without role="status": the page's loading note is its one status (a page the server drew has both). */}
      <div className={`h-toast-region h-toast-region--${placement}`} aria-live="polite" aria-atomic="true">
        {toasts.map((t) => (
          <div key={t.id} className={`h-toast h-toast--${t.kind}`}>
            {t.text}
          </div>
        ))}
      </div>
      {busy ? (
        <div className="h-loading" role="alert" aria-busy="true">
          <div className="h-loading__box">
            <span className="h-spinner h-loading__spinner" aria-hidden="true" />
            <span>{busy.text}</span>
          </div>
        </div>
      ) : null}
      {notice ? (
        <div key={notice.id} className={`h-notice h-notice--${noticePlace}`} role="alert">
          <p className="h-notice__text">{notice.text}</p>
          <button type="button" className="h-notice__close" aria-label={words('Close')} onClick={() => dismissNotice(store)}>
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}
