import type { Address } from '@skyparcel/domain/address-contracts';
import { cargoCancelDeadline } from '@skyparcel/domain/cancellation';
import type { CreateCargoOrderRequest } from '@skyparcel/domain/cargo-contracts';
import { pieceLinesText } from '@skyparcel/domain/piece-lines';
import { gramsOf } from '@skyparcel/domain/weights';
import { AppError } from '../../http/app-error.ts';
import type { CallerContext } from '../../http/call-context.ts';
import { findActiveProductByCode } from '../catalog/find-product.ts';
import { getLiveFlight } from '../flights/live-flights.ts';
import type { Offer } from '../orders/offer.ts';
import { getShipmentAddresses, TRANSPORT_RULES } from '../pricing/calculate-delivery-methods.ts';
import { assignAirWaybill } from './air-waybills.ts';
import { assertAirportsServe, assertCargoRoute } from './cargo-airports.ts';
import { isOpenForBooking, measureShipment } from './cargo-flights.ts';
import { cargoShippingFee, handoverTimes } from './cargo-settings.ts';

/** Cargo Direct flies between provinces of Vietnam (spec 2 section 5, "Addresses"). */
function assertCargoAddresses(sender: Address, receiver: Address) {
  if (sender.country !== '0') throw new AppError('validation_airport_not_available');
  if (receiver.country !== '0') throw new AppError('validation_airport_not_support');
  if (sender.province === receiver.province) {
    throw AppError.validation([{ field: 'receiverAddressId', code: 'validation_select_address_same_province' }]);
  }
}

/**
 * `POST /v2/cargo/create-order`'s offer: the addresses, the route, the commodity, the pieces and the
 * flight re-checked, and the shipment priced again on the chosen flight (place-order.ts places it,
 * taking the chargeable weight off the flight last and conditionally: a flight that filled meanwhile
 * is load_not_available and nothing is kept).
 */
export async function buildCargoOffer(context: CallerContext, input: CreateCargoOrderRequest): Promise<Offer> {
  const { db, now } = context;
  const { sender, receiver } = await getShipmentAddresses(context, input, 'order');
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
  const product = await findActiveProductByCode(db, productCode);
  if (!product) throw new AppError('CARGO_COMMODITY_NOT_ACCEPTED');
  const { price } = cargoShippingFee(settings, productCode, chargeWeight);
  const handover = handoverTimes(settings, flight);

  return {
    order: {
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
      weightG: gramsOf(input.weight),
      dimension: pieceLinesText(input.dimension),
      chargeableWeightG: gramsOf(chargeWeight),
      flightId: flight.id,
      currency: 'VND',
      estDateTime: handover.deliveryTime,
      dropOffBefore: handover.collectionTime,
      cancelBefore: cargoCancelDeadline(flight.departureAt, settings.cancelHoursBeforeFlight),
    },
    settleFees: async () => ({ shippingFee: price, extras: [], extrasTotal: 0, discount: 0, total: price }),
    keepBeside: async (tx, order) => ({
      airWaybillNumber: await assignAirWaybill(tx, order.id, settings.airWaybillPrefix),
    }),
    // Cargo Direct's word for a flight that filled meanwhile (spec 2 section 4).
    flightFullCode: 'load_not_available',
  };
}
