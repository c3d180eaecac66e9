/**
 * A borrower's bucket for a screen: one of 100, the same every time for the same device and screen, so a staged
 * rollout (buckets below its percentage) and an experiment (buckets shared out among its variants) stay sticky. Only
 * the bucket number ever leaves the phone, never the device id it comes from. Each screen mixes its id in, so the 1 %
 * that sees one screen's new version first is not the same 1 % for every screen. The server and the export use the
 * same numbers (server/delivery/bucket-overlay.ts), so this file is pure: no storage, no network.
 */

/** How many buckets there are: a rollout moves in whole percentages. */
export const bucketCount = 100;

/** The bucket (0–99) of the device with `deviceKey` for screen `screenId`. */
export function bucketOf(deviceKey: string, screenId: string): number {
  // FNV-1a over the UTF-16 code units. The device key comes first: the screen id's characters after it mix every
  // difference between two keys (even one character at their end) through the whole number.
  const text = `${deviceKey}\u0000${screenId}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % bucketCount;
}

/** True for a bucket number as sent: a whole number from 0 to 99. */
export function isBucket(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < bucketCount;
}
