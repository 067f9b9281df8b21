import { randomBytes } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { successSchema } from '@skyparcel/domain/api-envelope';
import { waitOf } from '@skyparcel/domain/time-format';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Database } from './db/database.ts';
import { AppError } from './http/app-error.ts';
import { answerUnavailableWhileClosing } from './http/closing.ts';
import { ok } from './http/envelope.ts';
import { databaseUnavailable, registerErrorHandlers, sendAppError, sendFrameworkError } from './http/error-handler.ts';
import { warnOfUntrustedProxy } from './http/proxy-warning.ts';
import { answers } from './http/route-schemas.ts';
import { wireFormat } from './http/wire-format.ts';
import { createGoogleMapsProvider } from './integrations/geocoding/google-maps-provider.ts';
import { createJusoClient } from './integrations/juso/juso-client.ts';
import { createMailer } from './integrations/mail/create-mailer.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import { outboxRoutes } from './integrations/mail/outbox-routes.ts';
import { createBackgroundWork } from './lib/background-work.ts';
import { logSafeError } from './lib/log-safe-error.ts';
import { createPasswordHasher } from './lib/password-hash.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { addressRoutes } from './modules/addresses/address-routes.ts';
import { apiKeyRoutes } from './modules/api-keys/api-key-routes.ts';
import { createTokenSigner } from './modules/auth/access-token.ts';
import type { AuthContext } from './modules/auth/auth-context.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createPasswordResetThrottle } from './modules/auth/password-reset-throttle.ts';
import { databaseRateLimitStore } from './modules/auth/rate-limit-store.ts';
import { findOrCreateSecret } from './modules/auth/secret-repository.ts';
import { cargoRoutes } from './modules/cargo/cargo-routes.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { contentGraphql } from './modules/content/content-graphql.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding-routes.ts';
import { createOfflineGeocoder } from './modules/geocoding/offline-geocoder.ts';
import {
  createJusoKoreanAddressProvider,
  createOfflineKoreanAddressProvider,
} from './modules/locations/korean-address-providers.ts';
import { locationRoutes } from './modules/locations/location-routes.ts';
import { auditRoutes } from './modules/operations/audit-routes.ts';
import { exchangeRateRoutes } from './modules/operations/exchange-rate-routes.ts';
import { operationsRoutes } from './modules/operations/operations-routes.ts';
import { refundRoutes } from './modules/operations/refund-routes.ts';
import { settingsRoutes } from './modules/operations/settings-routes.ts';
import { staffRoutes } from './modules/operations/staff-routes.ts';
import { tariffRoutes } from './modules/operations/tariff-routes.ts';
import { orderDetailPageData } from './modules/orders/order-detail-page.ts';
import { orderImportRoutes } from './modules/orders/order-import-routes.ts';
import { orderRoutes } from './modules/orders/order-routes.ts';
import { orderStreamRoute } from './modules/orders/order-stream-route.ts';
import { publicTrackingRoute } from './modules/orders/public-tracking-route.ts';
import { releaseUnpaidOrder } from './modules/orders/release-unpaid-order.ts';
import { waybillRoute } from './modules/orders/waybill-route.ts';
import { startPaymentExpiry, watchPaymentQueues } from './modules/payments/payment-expiry.ts';
import { paymentRoutes, portoneWebhookRoute, vnpayIpnRoute } from './modules/payments/payment-routes.ts';
import { createPaymentSetup, type PaymentSetup } from './modules/payments/payment-setup.ts';
import { postOfficeRoutes } from './modules/post-offices/post-office-routes.ts';
import { priceEstimateRoutes } from './modules/pricing/price-estimate-routes.ts';
import { pricingRoutes } from './modules/pricing/pricing-routes.ts';
import { siteConfigRoutes } from './modules/site-config/site-config-routes.ts';
import { receiptImageRoute, receiptUploadRoute } from './modules/uploads/receipt-routes.ts';
import type { ReceiptStorage } from './modules/uploads/receipt-storage.ts';
import { receiptStorageFrom } from './modules/uploads/receipt-storage-from-config.ts';
import { startReceiptCleanup } from './modules/uploads/receipts.ts';
import { voucherRoutes } from './modules/vouchers/voucher-routes.ts';
import { walletRoutes } from './modules/wallet/wallet-routes.ts';
import { webhookDeliveryOf } from './modules/webhooks/deliver-webhooks.ts';
import { startWebhookDelivery, watchWebhookQueue } from './modules/webhooks/webhook-job.ts';
import { webhookRoutes } from './modules/webhooks/webhook-routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { createMetrics, type Metrics, measureRequests, metricsRoute } from './plugins/metrics.ts';
import { addSecurityHeaders } from './plugins/security-headers.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { portoneSandbox } from './sandbox/portone-sandbox.ts';
import { vnpaySandbox } from './sandbox/vnpay-sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    payments: PaymentSetup;
    metrics: Metrics;
    mailer: Mailer;
  }
}

export type BuildOptions = { database: DatabaseHandle; clock?: () => Date };

/** The whole HTTP application on an open, migrated database; tests call it with `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: logSafeError },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    return503OnClosing: false,
  });
  const metrics = createMetrics(options.database);
  app.decorate('metrics', metrics);
  measureRequests(app, metrics);
  answerUnavailableWhileClosing(app);
  if (config.trustProxy === false) warnOfUntrustedProxy(app);
  app.decorate('db', options.database.db);
  app.decorate('config', config);
  app.decorate('mailer', createMailer(config, options.database.db, app.log));
  app.decorate(
    'payments',
    createPaymentSetup(app, config.payments, { publicWebUrl: config.publicWebUrl, releaseOrder: releaseUnpaidOrder }),
  );

  await registerExternalPlugins(app);
  const authContext = await createAuthContext(app, config, options);
  // Mail still being sent when the app closes is finished before the database goes.
  app.addHook('onClose', () => authContext.passwordReset.background.settle());
  await app.register(authPlugin, { context: authContext, apiKeysPerMinute: config.apiKeyRateLimit });
  // Error handlers first: route contexts copy them when they are created.
  const sendSpaPage = await registerWebApp(app, config.webDistDir, { 'order-detail': orderDetailPageData });
  registerErrorHandlers(app, { sendSpaPage });
  await app.register(swaggerPlugin);
  metricsRoute(app, metrics, config.metricsToken);
  const receiptStorage = await receiptStorageFrom(config);
  await app.register(restApi, { prefix: '/api', receiptStorage });
  // Beside the REST calls: a stream is neither compressed nor wrapped in the JSON envelope.
  await app.register(orderStreamRoute, { prefix: '/api', listen: options.database.listen });
  await app.register(waybillRoute, { prefix: '/api' });
  await app.register(receiptImageRoute, { prefix: '/api', storage: receiptStorage });
  await app.register(vnpayIpnRoute);
  await app.register(portoneWebhookRoute);
  // The local payment gateway of the embedded install (config.ts refuses it in production).
  if (config.payments.sandbox) {
    await app.register(vnpaySandbox);
    await app.register(portoneSandbox);
  }
  watchPaymentQueues(app);
  watchWebhookQueue(app);
  if (config.payments.jobIntervalSeconds > 0) {
    startPaymentExpiry(app, config.payments.jobIntervalSeconds);
    startWebhookDelivery(app, webhookDeliveryOf(app), {
      intervalSeconds: config.webhookRetryPollSeconds,
      listen: options.database.listen,
    });
    startReceiptCleanup(app, { db: app.db, storage: receiptStorage }, RECEIPT_CLEANUP_SECONDS);
  }
  await app.register(contentGraphql);
  return app;
}

async function registerExternalPlugins(app: FastifyInstance) {
  addSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so the limits hold across server processes.
    store: databaseRateLimitStore(app.db, () => new Date()),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', { params: { wait: waitOf(Math.max(1, Math.ceil(context.ttl / 1000))) } }),
  });
  await app.register(formbody);
}

async function createAuthContext(app: FastifyInstance, config: AppConfig, options: BuildOptions): Promise<AuthContext> {
  const db = options.database.db;
  const clock = options.clock ?? (() => new Date());
  // Embedded installs get a secret made once and kept in the database, so tokens survive restarts.
  // It is read without holding up the routes' registration (the embedded database may still be
  // opening, server.ts); the server is ready once it is known.
  const secret = config.jwtSecret ?? findOrCreateSecret(db, 'jwt', () => randomBytes(48).toString('base64url'));
  const signer = createTokenSigner(secret, config.accessTokenTtlSeconds);
  app.addHook('onReady', () => signer.ready());
  return {
    db,
    clock,
    signer,
    throttle: createLoginThrottle(db, config.loginThrottle, clock),
    passwords: createPasswordHasher(config.passwordHashCost),
    passwordReset: {
      mailer: app.mailer,
      throttle: createPasswordResetThrottle(db, config.passwordReset, clock),
      background: createBackgroundWork(app.log),
      tokenTtlSeconds: config.passwordReset.tokenTtlSeconds,
      webUrl: config.publicWebUrl,
    },
  };
}

/** Hourly: uploads no order took within a day are removed (receipts.ts). */
const RECEIPT_CLEANUP_SECONDS = 3600;

/** Everything under /api speaks the snake_case envelope of the wire conventions (API.md). */
async function restApi(api: FastifyInstance, options: { receiptStorage: ReceiptStorage }) {
  // Answers worth compressing (a price call's methods, lists) go out brotli or gzip to a phone on
  // a slow network; brotli at a low quality, because it runs for every answer (the web app's
  // files are compressed once, at build).
  await api.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await api.register(wireFormat);
  const isReady = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await api.db.execute(sql`select 1`);
      return ok({ database: 'up' as const });
    } catch (error) {
      api.log.warn({ err: error }, 'health check: database down');
      return sendAppError(request, reply, databaseUnavailable({ database: 'down' }));
    }
  };
  const readiness = {
    schema: {
      tags: ['health'],
      description:
        'Readiness: whether this process should get requests. 200 when it and its database answer; 503 ' +
        'SERVICE_UNAVAILABLE (Retry-After) when the database does not (data.database "down") or the process is ' +
        'shutting down. A process still migrating does not listen yet. `/api/health` is the same check.',
      response: answers(successSchema(z.object({ database: z.literal('up') }))),
    },
  };
  api.get('/health', readiness, isReady);
  api.get('/health/ready', readiness, isReady);
  api.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        description:
          'Liveness: the process answers (its database is not asked). A load balancer takes a process out on ' +
          'readiness; a supervisor restarts one that fails this.',
        response: answers(successSchema(z.object({ process: z.literal('up') }))),
      },
    },
    async () => ok({ process: 'up' as const }),
  );
  await api.register(authRoutes, { routeRateLimit: api.config.authRouteRateLimit });
  await api.register(accountRoutes);
  await api.register(apiKeyRoutes);
  await api.register(webhookRoutes);
  await api.register(locationRoutes, { koreanAddresses: koreanAddressProviders(api.config, api.db) });
  await api.register(addressRoutes);
  await api.register(postOfficeRoutes);
  await api.register(siteConfigRoutes);
  await api.register(catalogRoutes);
  await api.register(pricingRoutes);
  await api.register(voucherRoutes);
  await api.register(orderRoutes);
  await api.register(orderImportRoutes);
  await api.register(cargoRoutes);
  await api.register(walletRoutes);
  await api.register(operationsRoutes);
  await api.register(exchangeRateRoutes);
  await api.register(tariffRoutes);
  await api.register(staffRoutes);
  await api.register(settingsRoutes);
  await api.register(auditRoutes);
  await api.register(refundRoutes);
  await api.register(publicTrackingRoute);
  await api.register(priceEstimateRoutes);
  await api.register(receiptUploadRoute, { storage: options.receiptStorage });
  await api.register(paymentRoutes);
  await api.register(geocodingRoutes, { provider: geocodingProvider(api.config, api.db) });
  // The demo's way to read reset mail (docs/decisions/password-reset.md); never in production.
  if (api.auth.passwordReset.mailer.transport === 'outbox' && api.config.env !== 'production') {
    await api.register(outboxRoutes);
  }
}

/** Google Maps Platform when a key is configured, else the offline geocoder on our division tables. */
function geocodingProvider(config: AppConfig, db: Database) {
  return config.googleMaps ? createGoogleMapsProvider(config.googleMaps) : createOfflineGeocoder(db);
}

/** Korean addresses: post code areas offline always; road addresses from juso.go.kr with a key. */
function koreanAddressProviders(config: AppConfig, db: Database) {
  return {
    offline: createOfflineKoreanAddressProvider(db),
    online: config.juso ? createJusoKoreanAddressProvider(db, createJusoClient(config.juso)) : null,
  };
}
