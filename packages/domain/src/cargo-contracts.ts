import { z } from 'zod';
import { cargoWeightField } from './cargo-fields.ts';
import { CARGO_LIMITS, type DimensionLine } from './cargo-rules.ts';
import { createOrderRequestSchema } from './order-contracts.ts';
import { paymentConfigSchema } from './payment-contracts.ts';

/*
 * Cargo Direct's calls (spec 2 section 7: every `/v2/cargo/*` call and
 * `/v1/orders/summary-dimension-weight`). The rules themselves are in cargo-rules.ts.
 */

const required = { error: 'validation_required' } as const;
const airportCode = z.string(required).trim().toUpperCase().length(3, { error: 'validation_invalid' });
const calendarDay = z.iso.date({ error: 'validation_invalid' });
const positiveCm = z.number(required).positive({ error: 'validation_required' });

export { cargoWeightField };

/** One dimension line (cm) and how many pieces have it; the spec's client may call the length `long`. */
export const dimensionLineSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && 'long' in value && !('length' in value)
      ? { ...value, length: (value as { long: unknown }).long }
      : value,
  z.object({
    length: positiveCm,
    width: positiveCm,
    height: positiveCm,
    quantity: z.number(required).superRefine((value, context) => {
      const { min, max } = CARGO_LIMITS.quantity;
      if (!Number.isInteger(value) || value < min || value > max) {
        context.addIssue({ code: 'custom', message: 'validation_quantity_range', params: { min, max } });
      }
    }),
  }),
) as unknown as z.ZodType<DimensionLine>;

export const dimensionLinesField = z
  .array(dimensionLineSchema, required)
  .min(1, required)
  .superRefine((lines, context) => {
    const max = CARGO_LIMITS.maxDimensionLines;
    if (lines.length > max)
      context.addIssue({ code: 'custom', message: 'validation_dimension_lines_max', params: { max } });
  });

/** `POST /v1/orders/summary-dimension-weight`. */
export const dimensionSummaryRequestSchema = z.object({ dimensions: dimensionLinesField, weight: cargoWeightField });
export type DimensionSummaryRequest = z.infer<typeof dimensionSummaryRequestSchema>;

export const dimensionSummarySchema = z.object({
  /** The pieces' volumetric weight, kg (volume ÷ 6000, up to 0.1 kg). */
  summaryDimensionWeight: z.number(),
  /** The weight charged and booked: the larger of the declared and the volumetric weight. */
  chargeWeight: z.number(),
  pieces: z.number().int(),
});
export type DimensionSummary = z.infer<typeof dimensionSummarySchema>;

/** A commodity an airport accepts: the catalog product's code, name and short name (code and type). */
export const cargoCommoditySchema = z.object({ code: z.string(), name: z.string(), shortName: z.string() });
export type CargoCommodity = z.infer<typeof cargoCommoditySchema>;

/** An airport (spec 2 section 3): its code as `key`, whether Cargo Direct serves it, what it accepts. */
export const cargoAirportSchema = z.object({
  key: z.string(),
  /** The open data's name, in English only. */
  name: z.string(),
  municipality: z.string(),
  province: z.string(),
  /** The province it is in, named in the reader's language (issue 34 item 18). */
  placeName: z.string(),
  isSupport: z.boolean(),
  commodity: z.array(cargoCommoditySchema),
});
export type CargoAirport = z.infer<typeof cargoAirportSchema>;

const provinceCodeField = z.string(required).trim().min(1, required).max(10, { error: 'validation_invalid' });

/** `GET /v2/cargo/departure-available`: the airports that collect from the sender's province. */
export const departureAirportsQuerySchema = z.object({
  provinceCode: provinceCodeField,
  districtCode: z.string().optional(),
  /** The address's country, "0" Vietnam unless said. */
  country: z.string().default('0'),
});
export type DepartureAirportsQuery = z.infer<typeof departureAirportsQuerySchema>;

/** `GET /v2/cargo/arrival-available`: the airports that deliver to the receiver's province from a departure airport. */
export const arrivalAirportsQuerySchema = departureAirportsQuerySchema.extend({
  departureAirport: airportCode,
  weight: z.coerce.number().positive({ error: 'validation_invalid' }).default(1),
});
export type ArrivalAirportsQuery = z.infer<typeof arrivalAirportsQuerySchema>;

/** `GET /v2/cargo/airport-with-province`: the airports in a province (province_code). */
export const provinceAirportsQuerySchema = z.object({
  provinceCode: provinceCodeField,
  country: z.string().default('0'),
});
export type ProvinceAirportsQuery = z.infer<typeof provinceAirportsQuerySchema>;

/** What a flight search and a capacity check share: the route, the goods and their size. */
const shipmentOnRoute = {
  departureAirport: airportCode,
  arrivalAirport: airportCode,
  productCode: z.string(required).trim().min(1, required),
  weight: cargoWeightField,
  dimension: dimensionLinesField,
};

/** `POST /v2/cargo/available-flights`. */
export const flightSearchRequestSchema = z.object({
  ...shipmentOnRoute,
  timezone: z.literal(CARGO_LIMITS.timezone, { error: 'validation_invalid' }).default(CARGO_LIMITS.timezone),
  fromDate: calendarDay,
  toDate: calendarDay,
});
export type FlightSearchRequest = z.infer<typeof flightSearchRequestSchema>;

export const LOAD_LEVELS = ['enough', 'low', 'full', 'exceeded'] as const;

/** A flight as the search answers it (spec 2 section 3). Weights in kg, times ISO, price in dong. */
export const cargoFlightSchema = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  startTime: z.iso.datetime(),
  minEndTime: z.iso.datetime(),
  /** The latest the goods are taken at the departure airport. */
  collectionTime: z.iso.datetime(),
  /** The earliest they can be collected at the arrival airport. */
  deliveryTime: z.iso.datetime(),
  /** The room left (kg) after this shipment; below 0 it does not fit. */
  remainwt: z.number(),
  /** The flight's cargo capacity (kg); -1 once its booking has closed. */
  capacity: z.number(),
  loadLevel: z.enum(LOAD_LEVELS),
  price: z.number().int(),
  currency: z.literal('VND'),
  aircraft: z.string(),
  kind: z.enum(['BELLY', 'FREIGHTER']),
});
export type CargoFlight = z.infer<typeof cargoFlightSchema>;

/** The flights of the searched window by local date (YYYY-MM-DD), every day of the window present. */
export const flightsByDateSchema = z.record(z.string(), z.array(cargoFlightSchema));
export type FlightsByDate = z.infer<typeof flightsByDateSchema>;

export const flightSearchMetaSchema = z.object({
  /** The window searched: the asked range trimmed to 5 days. */
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
  chargeWeight: z.number(),
});

/** `POST /v2/cargo/book-flight`: may this shipment still go on this flight? */
export const capacityCheckRequestSchema = z.object({
  flightId: z.string(required).uuid({ error: 'validation_invalid' }),
  weight: cargoWeightField,
  dimension: dimensionLinesField,
});
export type CapacityCheckRequest = z.infer<typeof capacityCheckRequestSchema>;

export const capacityCheckSchema = z.object({
  isAvailable: z.boolean(),
  /** Why not, in the customer's language; empty when it fits. */
  message: z.string(),
  remainwt: z.number(),
  loadLevel: z.enum(LOAD_LEVELS),
});
export type CapacityCheck = z.infer<typeof capacityCheckSchema>;

/** The spec's pricing request (section 3), of which the server reads the shipment and the flight. */
export const cargoFeeRequestSchema = z
  .object({
    flightId: z.string(required).uuid({ error: 'validation_invalid' }),
    productCode: shipmentOnRoute.productCode,
    weight: cargoWeightField,
    dimension: dimensionLinesField,
  })
  .passthrough();
export type CargoFeeRequest = z.infer<typeof cargoFeeRequestSchema>;

export const cargoFeeSchema = z.object({
  /** The shipping fee in dong: chargeable weight × the band's rate for the commodity, rounded up to 1,000 đ. */
  price: z.number().int(),
  pricePerKg: z.number().int(),
  chargeWeight: z.number(),
  currency: z.literal('VND'),
  /** The methods this order may be paid with and the wallet balance (top-up only when it exceeds the price). */
  paymentConfig: paymentConfigSchema,
});
export type CargoFee = z.infer<typeof cargoFeeSchema>;

/**
 * `POST /v2/cargo/create-order`: the spec's payload (section 3), of which the server reads the
 * addresses, the flight, the goods (the first order detail's production code), their weight and
 * size, the payment, the client's total (checked against the server's) and the terms. Every
 * other field of the spec (defaults such as ver, device, packageType) is accepted and ignored.
 */
const c2cOrderFields = createOrderRequestSchema.shape;

export const createCargoOrderRequestSchema = z
  .object({
    flightId: z.string(required).uuid({ error: 'validation_invalid' }),
    senderAddressId: z.string(required).min(1, required),
    receiverAddressId: z.string(required).min(1, required),
    orderDetails: z
      .array(z.object({ productionCode: z.string(required).min(1, required), name: z.string().optional() }), required)
      .min(1, required),
    weight: cargoWeightField,
    dimension: dimensionLinesField,
    // Paid, noted and agreed as a C2C order is (one definition of each field).
    paymentMethod: c2cOrderFields.paymentMethod,
    vnpBank: c2cOrderFields.vnpBank,
    amount: c2cOrderFields.amount,
    note: c2cOrderFields.note,
    benAgreed: c2cOrderFields.benAgreed,
  })
  .passthrough();
export type CreateCargoOrderRequest = z.infer<typeof createCargoOrderRequestSchema>;
