/** Draws the toast and the loading indicator from the feedback store. */
import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { FeedbackState } from '../core/feedback-store.ts';
import { useToastPlacement } from './toast-placement.ts';
import './screen-chrome.css';

/** Props of ToastHost. */
export interface ToastHostProps {
  store: StoreApi<FeedbackState>;
}

/** The toast (one at a time: centred, or away from the form field the borrower is in) and the loading overlay. */
export function ToastHost({ store }: ToastHostProps) {
  const { toasts, loading } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const busy = loading[loading.length - 1];
  const placement = useToastPlacement(toasts.length > 0);
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
    </>
  );
}
