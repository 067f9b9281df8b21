import {
  assignFlightRequestSchema,
  recordedScanSchema,
  recordScanRequestSchema,
} from '@skyparcel/domain/operations-contracts';
import { orderDetailParamsSchema } from '@skyparcel/domain/order-history-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { assignFlight } from './assign-flight.ts';
import { recordScan } from './record-scan.ts';

/** The operations API: staff accounts only (users.role STAFF); a customer's token is 403 STAFF_ONLY. */
export async function operationsRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['operations'], { staffOnly: true });

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
}
