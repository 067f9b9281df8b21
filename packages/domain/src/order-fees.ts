/*
 * The fee lines and total of an order (spec 1 section 4: "total = delivery + duty + extras +
 * super fee − discount", and across the border the customs clearance lines), in the order's
 * currency's whole units. One home: the order screen shows them and the server
 * charges them, so a client total differs from the server's only when a price moved.
 */

export type FeeInputs = {
  /** The method's price: tariff carriage plus surcharge. */
  price: number;
  /** The valuable-goods surcharge already inside `price`, shown on its own line. */
  surcharge: number;
  dutyFee: number;
  discount: number;
  extras: readonly { price: number }[];
  superFee: number;
  /** Customs clearance and extra clearance of a cross-border order (absent inside Vietnam). */
  clearanceFee?: number;
  extraClearanceFee?: number;
};

export type FeeLines = {
  /** The price without the surcharge. */
  shippingFee: number;
  surcharge: number;
  dutyFee: number;
  extrasTotal: number;
  superFee: number;
  clearanceFee: number;
  extraClearanceFee: number;
  discount: number;
  total: number;
};

export function orderFees(inputs: FeeInputs): FeeLines {
  const extrasTotal = inputs.extras.reduce((sum, extra) => sum + extra.price, 0);
  const clearanceFee = inputs.clearanceFee ?? 0;
  const extraClearanceFee = inputs.extraClearanceFee ?? 0;
  const customs = inputs.dutyFee + clearanceFee + extraClearanceFee;
  const total = inputs.price + customs + extrasTotal + inputs.superFee - inputs.discount;
  return {
    shippingFee: inputs.price - inputs.surcharge,
    surcharge: inputs.surcharge,
    dutyFee: inputs.dutyFee,
    extrasTotal,
    superFee: inputs.superFee,
    clearanceFee,
    extraClearanceFee,
    discount: inputs.discount,
    total: Math.max(0, total),
  };
}

/** Extra services are priced on what the customer pays for carriage: the price minus the discount. */
export function extrasBaseFee(price: number, discount: number): number {
  return price - discount;
}
