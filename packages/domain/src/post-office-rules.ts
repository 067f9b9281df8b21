/*
 * Post office limits, zod-free: post-office-contracts.ts builds its schemas on them and
 * re-exports them, and the screens import them from here without downloading zod.
 */

export const NEARBY_LIMIT_DEFAULT = 10;
export const NEARBY_LIMIT_MAX = 50;

/**
 * The post offices that serve an address: those of the address's own province (the tariff prices a
 * route by its two provinces, so an office in another one would change the route without changing the
 * price) and within this distance of it, as the crow flies (a customer brings the parcel there or
 * collects it). The chooser offers only these and order creation refuses any other.
 */
export const POST_OFFICE_SERVICE_RADIUS_KM = 50;
