import {
  flightManifestSchema,
  flightParamsSchema,
  opsFlightSchema,
  opsFlightsQuerySchema,
} from '@skyparcel/domain/flight-manifest-contracts';
import { hubOverviewSchema } from '@skyparcel/domain/hub-overview-contracts';
import {
  assignFlightRequestSchema,
  deskOrderSchema,
  noShowChargedSchema,
  noShowRequestSchema,
  recordedScanSchema,
  recordScanRequestSchema,
  securityCheckedSchema,
  securityCheckPreviewSchema,
  securityCheckRequestSchema,
} from '@skyparcel/domain/operations-contracts';
import { orderDetailParamsSchema } from '@skyparcel/domain/order-history-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callContext } from '../../http/call-context.ts';
import { customerCalls } from '../../http/customer-calls.ts';
import { signedInFileCall } from '../../http/file-answers.ts';
import { hubOverview } from '../orders/hub-overview.ts';
import { assignFlight } from './assign-flight.ts';
import { chargeNoShow } from './charge-no-show.ts';
import { getDeskOrder, previewSecurityCheck } from './desk-order.ts';
import { getFlightManifest, listDayFlights } from './flight-manifest.ts';
import { renderManifestPdf } from './manifest-pdf.ts';
import { recordScan } from './record-scan.ts';
import { recordSecurityCheck } from './record-security-check.ts';

/** The operations API: staff accounts only (users.role STAFF); a customer's token is 403 STAFF_ONLY. */
export async function operationsRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['operations'], { staffOnly: true });

  calls.get(
    '/ops/v1/orders/:id',
    {
      description:
        'Staff only. The order a hub clerk scanned (uuid or code), as its customer reads it, with its latest step ' +
        'and only what may be done next (the kinds a scan may record; whether the security check, a flight move ' +
        'or the no-show fee may follow), its flight and the later flights of its route within a week.',
      params: orderDetailParamsSchema,
      answer: deskOrderSchema,
    },
    getDeskOrder,
  );

  calls.post(
    '/ops/v1/orders/:id/security-check/preview',
    {
      description:
        'Staff only. What the security check would do with this measurement, before it is confirmed: the new ' +
        'total, the recharge or refund that follows, the weight then charged, and whether the booked flight has ' +
        'room for it. Nothing is written.',
      params: orderDetailParamsSchema,
      body: securityCheckRequestSchema,
      answer: securityCheckPreviewSchema,
    },
    previewSecurityCheck,
  );

  calls.post(
    '/ops/v1/orders/:id/events',
    {
      description:
        'Staff only. Records a scan of an order (by uuid or code): the step of that kind which may follow the ' +
        "latest one, moving the order's status with it (tracking-rules.ts); a scan out of order is 409 " +
        'TRACKING_STEP_NOT_ALLOWED and changes nothing. Audited with who and when.',
      params: orderDetailParamsSchema,
      body: recordScanRequestSchema,
      answer: recordedScanSchema,
      status: 201,
    },
    recordScan,
  );

  calls.post(
    '/ops/v1/orders/:id/flight',
    {
      description:
        'Staff only. Puts a ready parcel on a flight of its route that has not left (its own, or a later one): ' +
        'the FLIGHT_ASSIGNED step naming it, the booked weight moved (409 PLANE_OUT_OF_LOAD when the flight ' +
        'has no room), in one transaction. Another route or a departed flight is 422 FLIGHT_ROUTE_MISMATCH.',
      params: orderDetailParamsSchema,
      body: assignFlightRequestSchema,
      answer: recordedScanSchema,
      status: 201,
    },
    assignFlight,
  );

  calls.post(
    '/ops/v1/orders/:id/security-check',
    {
      description:
        'Staff only. The hub weighed and measured the parcel (weight kg, dimension L x W x H cm) and it passed: ' +
        'the READY_TO_SHIP step, the order re-priced with the same tariff and engine, and the fee adjustment ' +
        '(a recharge the customer pays when the total rose, a refund back the way the money came when it fell), ' +
        "the flight's booked weight following the new chargeable weight (409 PLANE_OUT_OF_LOAD, or move it with " +
        'flightId), in one transaction. Once per order (409 FEE_ADJUSTMENT_EXISTS). Audited.',
      params: orderDetailParamsSchema,
      body: securityCheckRequestSchema,
      answer: securityCheckedSchema,
      status: 201,
    },
    recordSecurityCheck,
  );

  calls.post(
    '/ops/v1/orders/:id/no-show',
    {
      description:
        "Staff only. The receiver was not there: the tariff's no-show fee for the route is added to the order " +
        'while it is on its way to the receiver (409 NO_SHOW_NOT_ALLOWED otherwise), once (409 ' +
        'FEE_ADJUSTMENT_EXISTS), as a recharge the customer pays. Audited.',
      params: orderDetailParamsSchema,
      body: noShowRequestSchema,
      answer: noShowChargedSchema,
      status: 201,
    },
    chargeNoShow,
  );

  calls.get(
    '/ops/v1/overview',
    {
      description:
        "Staff only. How the hub's Vietnamese day stands now: the orders placed that day by status, the parcels " +
        'weighed and passed at the hub whose flight has not left, the orders whose recharge is still unpaid, and ' +
        'the open orders past their promised arrival (how many, and the 20 oldest promises with their destination).',
      answer: hubOverviewSchema,
    },
    hubOverview,
  );

  calls.get(
    '/ops/v1/flights',
    {
      description:
        'Staff only. Every flight leaving on a Vietnamese day (date YYYY-MM-DD), all routes, in departure order: ' +
        'its capacity, booked and free weight (kg) and how many orders it carries.',
      query: opsFlightsQuerySchema,
      answer: z.array(opsFlightSchema),
    },
    listDayFlights,
  );

  calls.get(
    '/ops/v1/flights/:id/manifest',
    {
      description:
        "Staff only. A flight's manifest: the flight with its load and every order it carries (cancelled ones " +
        'gave their weight back), in code order, with the weight measured at the hub (or declared before the ' +
        'security check), the chargeable weight, whether it passed the check and its latest step. An unknown ' +
        'flight is 404 NOT_FOUND.',
      params: flightParamsSchema,
      answer: flightManifestSchema,
    },
    getFlightManifest,
  );

  signedInFileCall(
    app,
    '/ops/v1/flights/:id/manifest.pdf',
    {
      description:
        "Staff only. The flight's manifest printed for the handover to the airline (PDF, A4 landscape, in the " +
        "reader's language): the flight, its load, one row per order, the two signatures.",
      staffOnly: true,
      params: flightParamsSchema,
    },
    async (request) => {
      const call = callContext(request, request.params as { id: string });
      const manifest = await getFlightManifest(call);
      const pdf = await renderManifestPdf(manifest, call.language, call.now);
      return { body: pdf, contentType: 'application/pdf', fileName: `manifest-${manifest.flight.flightNumber}.pdf` };
    },
  );
}
