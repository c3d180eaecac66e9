/**
 * The app's request for a published screen, with the borrower's rollout bucket for it: a chunk of its own (the fetch,
 * the device key and the hash), so the entry carries only its import. The route hints (scripts/route-hints-plugin.ts)
 * preload it beside the entry, so the first screen's request is not held back by it.
 */
import { keepBucketCookie } from '../adapters/bucket-cookie.ts';
import { createDeviceKey } from '../adapters/device-key.ts';
import { bucketOf } from '../adapters/rollout-bucket.ts';
import { createScreenFetch, type ScreenFetch } from '../adapters/screen-fetch.ts';
import { createStorage } from '../adapters/storage.ts';
import { currentQuery } from './browser-ports.ts';
import { appVersion, screensBase, screensBucketFolders } from './config.ts';

const deviceKey = createDeviceKey(() => currentQuery().deviceId, createStorage());

/**
 * This borrower's bucket for a screen: sticky per device, so a staged rollout or an experiment keeps them on one version.
 * Kept in a cookie of the page's path too, so the server draws the next opening of this page in the bucket's version.
 */
const screenBucket = (id: string) => {
  const bucket = bucketOf(deviceKey(), id);
  keepBucketCookie(id, bucket);
  return bucket;
};

/**
 * `<VITE_HATID_SCREENS_BASE>/<id>.json?app=<build>&bucket=<NN>` within 4 s; a static export by bucket
 * (VITE_HATID_SCREENS_BUCKET_FOLDERS=1) is asked as `<base>/b<NN>/<id>.json`, a build-time choice.
 */
export const fetchScreen: ScreenFetch = createScreenFetch(
  screensBucketFolders
    ? { base: screensBase, app: appVersion, path: (id) => `b${String(screenBucket(id)).padStart(2, '0')}/${encodeURIComponent(id)}.json` }
    : { base: screensBase, app: appVersion, bucket: screenBucket },
);
