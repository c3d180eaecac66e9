/** The ClipboardPort: the async clipboard API, with the old hidden-textarea copy for webviews without it. */
import type { ClipboardPort } from '../renderer/core/ports.ts';

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Creates the clipboard port; copy resolves true when the text reached the clipboard. */
export function createClipboard(): ClipboardPort {
  return {
    async copy(text) {
      try {
        const api = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
        if (api && typeof api.writeText === 'function') {
          await api.writeText(text);
          return true;
        }
      } catch {
        // Denied or not a secure context: try the fallback.
      }
      return copyWithTextarea(text);
    },
  };
}
