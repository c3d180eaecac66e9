/** The open screen's id as the page's hash (`/studio/#customer-service`), so a link opens that screen. */
import { useCallback, useEffect, useState } from 'react';

/** The screen id in a hash such as "#customer-service" (null when empty). */
export function screenIdFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#\/?/, '')).trim();
  return id === '' ? null : id;
}

/** The id in the hash, and a function that opens another screen by changing the hash. */
export function useHashScreen(): [string | null, (id: string) => void] {
  const [id, setId] = useState(() => screenIdFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setId(screenIdFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const open = useCallback((next: string) => {
    window.location.hash = encodeURIComponent(next);
    setId(next);
  }, []);
  return [id, open];
}
