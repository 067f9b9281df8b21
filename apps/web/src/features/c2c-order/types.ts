/*
 * The order screen's view of the server's answers (spec 1 section 3), camelCased by the API client.
 */
export type PackageType = 'PARCEL' | 'DOCUMENT';
export type Tier = 'BASIC' | 'PREMIUM' | 'SUPER';
export type Handover = 'D2D' | 'D2P' | 'P2D' | 'P2P';

export type Product = {
  id: number;
  product: string;
  code: string;
  categoryImgUrl: string | null;
  categoryName: string;
  description: string;
  /** 'D' = disabled: shown, but choosing it only says so. */
  status: string;
  isPremium: boolean;
  isWarning: boolean;
  isKorean: boolean;
  /** 'VUN' = valuable goods, which carry a surcharge. */
  type: string | null;
  items: { name: string; price: number; quantity: number }[];
};

export type ProductGroup = { packageType: PackageType; products: Product[] };

export type ExtraService = { code: string; name: string; price: number; currency: string; isDefault: boolean };

export type Voucher = {
  id: string;
  code: string;
  title: string;
  tittle: string;
  kind: string;
  discountType: 'percent' | 'absolute';
  discountAmount: number;
  maxDiscount: number | null;
  startAt: string;
  endAt: string;
  usageLimit: number | null;
};

export type TimeSlot = { start: string; end: string; superFee: number };

export type DeliveryMethod = {
  deliveryType: Handover;
  price: number;
  currency: string;
  discount: number;
  dutyFee: number;
  chargeableWeight: number;
  breakdown: { baseFee: number; doorFee: number; surcharge: number };
  estDateTime: string;
  originDop: number;
  destinationDop: number;
  transportRule: string;
  flight: {
    flightId: string;
    flightNumber: string;
    origin: string;
    destination: string;
    departureAt: string;
    arrivalAt: string;
  } | null;
  items: { minEndTime: string; before: string; receivedTimeSlots: { date: string; slots: TimeSlot[] }[] };
};

export type PaymentOption = { code: 'cash' | 'topup'; nameVn: string; nameEng: string; isGroup: boolean };

export type PriceAnswer = {
  tier: Tier;
  routeClass: 'INNER_CITY' | 'INTER_CITY';
  transportRule: string;
  methods: DeliveryMethod[];
  voucher: { code: string; res: string } | null;
  paymentConfig: { pointTopup: number; methods: PaymentOption[] };
};
