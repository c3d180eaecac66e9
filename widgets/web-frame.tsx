import { useState } from 'react';
import type { WebFrameProps } from '../schemas/generated/widget-props.ts';
import { webFrameDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { checkUrl, type UrlPolicy } from '../renderer/core/url-policy.ts';
import { useUrlPolicy } from '../renderer/react/url-policy-context.ts';
import './web-frame.css';

/** The address a frame may show: an allowed http(s) address or a same-origin path; null for anything else. */
export function frameSource(src: string, policy: UrlPolicy): string | null {
  const verdict = checkUrl(src, policy);
  if (!verdict.ok) return null;
  return verdict.url.startsWith('/') || /^https?:\/\//i.test(verdict.url) ? verdict.url : null;
}

/** A sandboxed embedded page (scripts only: no same-origin access, no top navigation) with a spinner until it loads. */
export function WebFrameWidget({ id, src, title, height = defaults.height }: WebFrameProps) {
  const policy = useUrlPolicy();
  const url = frameSource(src, policy);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  if (url === null) {
    return (
      <p id={id} className="h-web-frame__notice" role="note">
        This document can&apos;t be shown here.
      </p>
    );
  }
  const loading = loadedUrl !== url;
  return (
    <div id={id} className={`h-web-frame h-web-frame--${height}`} aria-busy={loading || undefined}>
      <iframe
        key={url}
        className="h-web-frame__frame"
        src={url}
        title={title}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        loading="lazy"
        onLoad={() => setLoadedUrl(url)}
      />
      {loading ? (
        <span className="h-web-frame__loading" aria-hidden="true">
          <span className="h-spinner" />
        </span>
      ) : null}
    </div>
  );
}
