import { randomUUID } from 'node:crypto';
import type { Address } from '@skyparcel/domain/address-contracts';
import type { CreateCargoOrderRequest } from '@skyparcel/domain/cargo-contracts';
import { formatMoney } from '@skyparcel/domain/money-format';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { assertAirportsServe, assertCargoRoute } from '../cargo/cargo-airports.ts';
import { isOpenForBooking, measureShipment } from '../cargo/cargo-flights.ts';
import { cargoShippingFee, handoverTimes } from '../cargo/cargo-settings.ts';
import { findActiveProductByCode } from '../catalog/find-product.ts';
import { bookFlightWeight } from '../flights/book-flight-weight.ts';
import { getLiveFlight } from '../flights/cargo-flights-view.ts';
import { chosenBank, isPaymentMethodAvailable } from '../payments/payment-options.ts';
import { startPayment } from '../payments/start-payment.ts';
import { getShipmentAddresses, TRANSPORT_RULES } from '../pricing/calculate-delivery-methods.ts';
import { insertOrder, type OrderRow } from './order-repository.ts';
import { type Idempotency, placeOncePerKey } from './place-once-per-key.ts';
import { startOrderJourney } from './record-order-step.ts';

/** Cargo Direct flies between provinces of Vietnam (spec 2 section 5, "Addresses"). */
function assertCargoAddresses(sender: Address, receiver: Address) {
  if (sender.country !== '0') throw new AppError('validation_airport_not_available');
  if (receiver.country !== '0') throw new AppError('validation_airport_not_support');
  if (sender.province === receiver.province) {
    throw AppError.validation([{ field: 'receiverAddressId', code: 'validation_select_address_same_province' }]);
  }
}

/** "100x60x50x3; 50x40x30x1": the pieces as booked, length × width × height (cm) × how many. */
const dimensionText = (lines: CreateCargoOrderRequest['dimension']) =>
  lines.map((line) => `${line.length}x${line.width}x${line.height}x${line.quantity}`).join('; ');

/**
 * `POST /v2/cargo/create-order`: re-checks the addresses, the route, the commodity, the pieces and
 * the flight, prices the shipment again (a different client total is PRICE_CHANGED), and in one
 * transaction stores the order, its journey and its payment and takes the chargeable weight off the
 * flight, last and conditionally: when the flight no longer has the room, everything rolls back and
 * the answer is load_not_available. An Idempotency-Key works as for a C2C order.
 */
export async function createCargoOrder(
  call: CallContext<CreateCargoOrderRequest>,
  idempotencyKey: string | undefined,
): Promise<OrderRow> {
  const { input, ...context } = call;
  return placeOncePerKey(context, input, idempotencyKey, (idempotency) => placeCargoOrder(call, idempotency));
}

async function placeCargoOrder(call: CallContext<CreateCargoOrderRequest>, idempotency: Idempotency) {
  const { input, ...context } = call;
  const { db, now } = context;
  const { sender, receiver } = await getShipmentAddresses(context, input);
  assertCargoAddresses(sender, receiver);
  const flight = await getLiveFlight(db, input.flightId);
  if (!flight) throw new AppError('FLIGHT_NOT_FOUND');
  const productCode = input.orderDetails[0].productionCode;
  const settings = await assertCargoRoute(db, {
    departureAirport: flight.origin,
    arrivalAirport: flight.destination,
    productCode,
  });
  await assertAirportsServe(db, flight, { sender, receiver });
  const { chargeWeight } = measureShipment(settings, input);
  if (!isOpenForBooking(settings, flight, now)) throw new AppError('load_not_available');
  if (!isPaymentMethodAvailable(context.payments, input.paymentMethod, 'VND')) {
    throw new AppError('PAYMENT_METHOD_NOT_AVAILABLE');
  }
  const bankCode = await chosenBank(db, input.paymentMethod, input.vnpBank);
  const { price } = cargoShippingFee(settings, productCode, chargeWeight);
  if (price !== input.amount) {
    throw new AppError('PRICE_CHANGED', { params: { amount: formatMoney(price, 'VND') }, data: { amount: price } });
  }
  const product = await findActiveProductByCode(db, productCode);
  if (!product) throw new AppError('CARGO_COMMODITY_NOT_ACCEPTED');
  const chargeableWeightG = Math.round(chargeWeight * 1000);

  return db.transaction(async (tx) => {
    const order = await insertOrder(tx, `SP${vietnamDay(now).slice(2).replaceAll('-', '')}`, {
      id: randomUUID(),
      userId: context.userId,
      status: 'IN_PROGRESS',
      platform: 'cargo',
      packageType: 'PARCEL',
      tier: 'BASIC',
      // By self at both airports (spec 2 section 2: delivery by truck is not offered yet).
      deliveryType: 'P2P',
      transportRule: TRANSPORT_RULES.INTER_CITY,
      sender,
      receiver,
      senderPoint: null,
      receiverPoint: null,
      product: { id: product.id, code: product.code, name: product.name },
      weightG: Math.round(input.weight * 1000),
      dimension: dimensionText(input.dimension),
      chargeableWeightG,
      flightId: flight.id,
      shippingFee: price,
      extras: [],
      extrasTotal: 0,
      discount: 0,
      total: price,
      currency: 'VND',
      paymentMethod: input.paymentMethod,
      note: input.note,
      estDateTime: handoverTimes(settings, flight).deliveryTime,
      cancelBefore: new Date(flight.departureAt.getTime() - settings.cancelHoursBeforeFlight * 3_600_000),
      createdAt: now,
      idempotencyKey: idempotency.idempotencyKey ?? null,
      requestHash: idempotency.requestHash ?? null,
    });
    await startOrderJourney(tx, order.id, now);
    await startPayment(tx, context.payments, { order, method: input.paymentMethod, bankCode, now });
    // Last, so the flight row's lock is held only until the commit (create-order.ts does the same).
    await bookFlightWeight(tx, flight.id, chargeableWeightG).catch((error: unknown) => {
      // Cargo Direct's word for a flight that filled meanwhile (spec 2 section 4).
      throw error instanceof AppError && error.code === 'PLANE_OUT_OF_LOAD'
        ? new AppError('load_not_available')
        : error;
    });
    return order;
  });
}
