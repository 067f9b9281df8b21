import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';

/** Map defaults of spec 2 section 9: zoom 16, centre near Hồ Chí Minh City, accuracy circle 200 m. */
const MAP_DEFAULTS = { defaultZoom: 16, defaultCenter: { lat: 10.7769, lng: 106.7009 }, accuracyRadiusMeters: 200 };

/** What the web app needs to know about this deployment, without signing in. */
export async function siteConfigRoutes(app: FastifyInstance) {
  app.get(
    '/v1/site-config',
    { schema: { tags: ['content'], description: 'Map tiles and defaults, and which geocoding provider answers.' } },
    async () =>
      ok({
        map: { ...MAP_DEFAULTS, tileUrl: app.config.mapTileUrl },
        geocodingProvider: app.config.googleMaps ? 'google' : 'offline',
      }),
  );
}
