// The full schema, for Drizzle's relational queries and drizzle-kit.
export * from './accounts.ts';
export * from './addresses.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './flights.ts';
export * from './locations.ts';
export * from './mail.ts';
export * from './operations.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './post-codes.ts';
export * from './post-offices.ts';
export * from './system.ts';
export * from './tariffs.ts';
export * from './tracking.ts';
export * from './vouchers.ts';
export * from './wallet.ts';
