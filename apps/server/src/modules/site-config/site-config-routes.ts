import { type SiteConfig, siteConfigSchema } from '@skyparcel/domain/address-contracts';
import { successSchema } from '@skyparcel/domain/api-envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { ok } from '../../http/envelope.ts';
import { answers } from '../../http/route-schemas.ts';

/** Map defaults of spec 2 section 9: zoom 16, centre near Hồ Chí Minh City, accuracy circle 200 m. */
const MAP_DEFAULTS = { defaultZoom: 16, defaultCenter: { lat: 10.7769, lng: 106.7009 }, accuracyRadiusMeters: 200 };

/** What the web app needs to know about this deployment, without signing in. */
export async function siteConfigRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/site-config',
    {
      schema: {
        tags: ['content'],
        description:
          'Map tiles and defaults, which geocoding provider answers, and where customers may be sent to pay.',
        response: answers(successSchema(siteConfigSchema)),
      },
    },
    async () => ok(siteConfig(app.config)),
  );
}

function siteConfig(config: AppConfig): SiteConfig {
  return {
    map: { ...MAP_DEFAULTS, tileUrl: config.mapTileUrl },
    geocodingProvider: config.googleMaps ? 'google' : 'offline',
    paymentOrigins: config.payments.allowedOrigins,
  };
}
