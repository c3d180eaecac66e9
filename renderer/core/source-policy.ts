/**
 * What the page may load or link to besides what openUrl opens (url-policy.ts): pictures (an image-host allowlist,
 * same-origin paths, and data: addresses of raster types only: an SVG can carry script and outside references), frames
 * (http, https or a same-origin path on an allowed host) and app routes (a path of this app, never another origin).
 */
import { checkUrl, type UrlCheck, type UrlPolicy } from './url-policy.ts';

const refuse = (reason: string): UrlCheck => ({ ok: false, reason });

/** data: pictures the page may draw: PNG, JPEG, GIF and WebP, optionally base64; never SVG or anything else. */
const rasterData = /^data:image\/(?:png|jpeg|gif|webp)(?:;[a-z0-9=.+-]+)*,[a-z0-9+/=%._~!$&'()*,;:@-]*$/i;

/**
 * An address as a log may show it: its query and fragment cut off (they are where a hostile document puts what it
 * tries to leak), a data: address by its type only, at most 120 characters.
 */
export function loggableAddress(address: string): string {
  const data = /^\s*data:[^,]{0,60}/i.exec(address);
  if (data) return `${data[0]},…`;
  const cut = address.search(/[?#]/);
  return (cut >= 0 ? `${address.slice(0, cut)}?…` : address).slice(0, 120);
}

/** Checks a picture's address: a same-origin path, http(s) on an image host, or a raster data: address. */
export function checkImageSource(src: unknown, policy: UrlPolicy): UrlCheck {
  if (typeof src !== 'string') return refuse('The picture address is not text.');
  const trimmed = src.trim();
  if (/^data:/i.test(trimmed)) {
    return rasterData.test(trimmed) ? { ok: true, url: trimmed } : refuse('Only PNG, JPEG, GIF and WebP pictures may be given as data: addresses.');
  }
  const verdict = checkUrl(trimmed, { hosts: policy.imageHosts ?? policy.hosts });
  if (!verdict.ok) return verdict;
  if (verdict.url.startsWith('/') || /^https?:\/\//i.test(verdict.url)) return verdict;
  return refuse('A picture must be an http or https address or a path of this site.');
}

/** Checks a frame's address: an allowed http(s) address or a same-origin path. */
export function checkFrameSource(src: unknown, policy: UrlPolicy): UrlCheck {
  if (typeof src !== 'string') return refuse('The page address is not text.');
  const verdict = checkUrl(src, policy);
  if (!verdict.ok) return verdict;
  if (verdict.url.startsWith('/') || /^https?:\/\//i.test(verdict.url)) return verdict;
  return refuse('A frame must show an http or https address or a path of this site.');
}

/** Checks an app route (navigate's `to`, a header link): "/x" or "#/x", never another origin or a scheme. */
export function checkRoute(to: unknown): UrlCheck {
  if (typeof to !== 'string' || to === '') return refuse('The route is empty.');
  const path = to.startsWith('#') ? to.slice(1) : to;
  if (!path.startsWith('/')) return refuse('A route starts with / or #/, such as "/complaintList" or "#/payway".');
  // Same rules as a same-origin path in checkUrl: no //host, no backslash, no spaces or control characters, even encoded.
  const verdict = checkUrl(path, { hosts: [] });
  return verdict.ok ? { ok: true, url: to } : refuse(`Not a route of this app: ${verdict.reason}`);
}
