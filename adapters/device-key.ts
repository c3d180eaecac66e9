/**
 * What a borrower's rollout bucket is made from (adapters/rollout-bucket.ts): the device id the app already has (the
 * page's `deviceId` session parameter, read as it is and never stored or sent), else a random id kept on the device
 * through the storage port (in memory for the page's life when the device refuses it). Only the bucket leaves the phone.
 */
import type { StoragePort } from '../renderer/core/ports.ts';

/** The storage key of the random id of a device without a deviceId. */
export const deviceKeyStorageKey = 'hatid.device-key';

/** The device key, the same every time for this device. */
export function createDeviceKey(deviceId: () => string | undefined, storage: StoragePort): () => string {
  return () => {
    const kept: unknown = deviceId() || storage.get(deviceKeyStorageKey);
    if (typeof kept === 'string' && kept) return kept;
    // Not a secret, only spread evenly: randomUUID needs a secure context a webview may not give.
    const made = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
    storage.set(deviceKeyStorageKey, made);
    return made;
  };
}
