/** The borrower app's screen delivery (see create-delivery.ts). */
export { createDelivery, type Delivery, type DeliveryOptions } from './create-delivery.ts';
export { createScreenCache, type ScreenCache } from './screen-cache.ts';
export { makeServed, matchesEtag, type Served } from './served.ts';
