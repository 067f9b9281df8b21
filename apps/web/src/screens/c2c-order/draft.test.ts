import type { Product } from '@skyparcel/domain/catalog-contracts';
import { describe, expect, it } from 'vitest';
import { DECLARED_ITEM, SEOUL_ADDRESS } from './cross-border-fixtures.ts';
import {
  acceptRules,
  afterOrderPlaced,
  applyDefaultAddresses,
  autoDeliveryType,
  type C2cDraft,
  emptyDetails,
  forcesP2P,
  isGlobalDraft,
  leaveBorder,
  removeGoodsItem,
  routeKindOfDraft,
  SPECIAL_WEIGHT_SIZE,
  saveGoodsItem,
  selectDeliveryType,
  selectProduct,
  setInseparable,
  setNote,
  setPackageType,
  setScope,
  setTier,
  setWeightSize,
  superSetsAside,
  toC2cDraft,
  toggleExtra,
} from './draft.ts';

const product = (code: string, id = 1): Product => ({
  id,
  product: code,
  code,
  categoryImgUrl: null,
  categoryName: code,
  description: '',
  status: 'A',
  isPremium: true,
  isWarning: false,
  isKorean: false,
  type: null,
  items: [],
});
const point = { id: 'po', address: 'Bưu cục', latitude: 10, longitude: 106, code: 'VN1' };
const address = (id: string) => ({
  id,
  personName: id,
  prefixPhone: '+84',
  phone: '9',
  fullAddress: id,
  lat: 1,
  long: 2,
});
const filled = (): C2cDraft => ({
  senderAddress: address('s'),
  receiverAddress: address('r'),
  senderPoint: point,
  receiverPoint: point,
  details: {
    ...emptyDetails(),
    product: { id: 7, code: 'CLOTHES', product: 'Clothes' },
    weightSize: { weight: 2, longs: 10, width: 10, height: 10 },
    deliveryType: 'P2P',
    paymentMethod: 'cash',
  },
});

describe('tier and package type (spec 1 section 4)', () => {
  it('Super forces documents and clears the product, weight and size', () => {
    const next = setTier(filled(), 'SUPER');
    expect(next.details).toMatchObject({ tier: 'SUPER', packageType: 'DOCUMENT', product: null });
    expect(next.details.weightSize.weight).toBeNull();
  });

  it('switching back from Super gives back the product, weight and size it set aside', () => {
    const chosen = setInseparable(filled(), true);
    expect(superSetsAside(chosen)).toBe(true);
    const back = setTier(setTier(chosen, 'SUPER'), 'PREMIUM');
    expect(back.details).toMatchObject({
      tier: 'PREMIUM',
      packageType: 'PARCEL',
      product: { code: 'CLOTHES' },
      weightSize: { weight: 2, longs: 10, width: 10, height: 10 },
      isInseparable: true,
      beforeSuper: null,
    });
  });

  it('asks before Super only when it would set something aside', () => {
    expect(superSetsAside(toC2cDraft({}))).toBe(false);
    expect(superSetsAside(setTier(filled(), 'SUPER'))).toBe(false);
    expect(superSetsAside(setPackageType(filled(), 'DOCUMENT'))).toBe(false);
  });

  it('leaving Super goes back to parcels; Premium keeps a parcel as it is', () => {
    expect(setTier(setTier(filled(), 'SUPER'), 'BASIC').details.packageType).toBe('PARCEL');
    const premium = setTier(filled(), 'PREMIUM');
    expect(premium.details.product?.code).toBe('CLOTHES');
  });

  it('a package switch clears the product, weight and size; Super cannot switch', () => {
    const next = setPackageType(filled(), 'DOCUMENT');
    expect(next.details).toMatchObject({ packageType: 'DOCUMENT', product: null });
    expect(next.details.weightSize).toEqual({ weight: null, longs: null, width: null, height: null });
    const superDraft = setTier(filled(), 'SUPER');
    expect(setPackageType(superDraft, 'PARCEL')).toBe(superDraft);
  });
});

describe('special commodities', () => {
  it('choosing one sets its weight and size and drops the post offices and method', () => {
    const next = selectProduct(filled(), product('9940'));
    expect(next.details.weightSize).toEqual(SPECIAL_WEIGHT_SIZE);
    expect(next.details.deliveryType).toBeNull();
    expect(next.senderPoint).toBeUndefined();
    expect(next.receiverPoint).toBeUndefined();
  });

  it('switching from one back to an ordinary product resets weight and size', () => {
    const special = selectProduct(filled(), product('0000'));
    const next = selectProduct(special, product('TEAS', 2));
    expect(next.details.weightSize.weight).toBeNull();
    const ordinary = selectProduct(filled(), product('TEAS', 2));
    expect(ordinary.details.weightSize.weight).toBe(2);
  });

  it('forces P2P once methods load, and nothing when P2P is not offered', () => {
    const special = selectProduct(filled(), product('9999'));
    expect(autoDeliveryType(special, ['D2D', 'D2P', 'P2D', 'P2P'])).toBe('P2P');
    expect(autoDeliveryType(special, ['D2D'])).toBeNull();
  });
});

describe('delivery method', () => {
  it('picks the first offered when none is chosen, and keeps a chosen one still offered', () => {
    const none = selectDeliveryType(filled(), null);
    expect(autoDeliveryType(none, ['D2D', 'P2P'])).toBe('D2D');
    expect(autoDeliveryType(filled(), ['D2D', 'P2P'])).toBe('P2P');
    expect(autoDeliveryType(filled(), ['D2D'])).toBe('D2D');
    expect(autoDeliveryType(filled(), [])).toBeNull();
  });

  it('a different method clears the post offices and the payment method', () => {
    const next = selectDeliveryType(filled(), 'D2D');
    expect(next.senderPoint).toBeUndefined();
    expect(next.details.paymentMethod).toBeNull();
    expect(selectDeliveryType(filled(), 'P2P').senderPoint).toEqual(point);
  });
});

describe('weight, extras and note', () => {
  it('an empty weight clears the method and the extra services', () => {
    const next = setWeightSize(filled(), { weight: null, longs: 10, width: 10, height: 10 });
    expect(next.details.deliveryType).toBeNull();
    expect(next.details.extraCodes).toEqual([]);
  });

  it('toggles extras without duplicates', () => {
    const on = toggleExtra(toggleExtra(filled(), 'guarantee', true), 'guarantee', true);
    expect(on.details.extraCodes.filter((code) => code === 'guarantee')).toHaveLength(1);
    expect(toggleExtra(on, 'guarantee', false).details.extraCodes).not.toContain('guarantee');
  });

  it('keeps at most 200 characters of note', () => {
    expect(setNote(filled(), 'a'.repeat(250)).details.note).toHaveLength(200);
  });
});

describe('default addresses', () => {
  const book = [
    { ...address('kr'), type: 'SENDER', isDefault: false, country: '1', province: '11' },
    { ...address('hcm'), type: 'SENDER', isDefault: true, country: '0', province: '79' },
    { ...address('hn'), type: 'RECEIVER', isDefault: true, country: '0', province: '01' },
  ];

  it('fills empty sides with the default sender and receiver', () => {
    const next = applyDefaultAddresses(toC2cDraft({}), book, ['79', '01']);
    expect(next.senderAddress?.id).toBe('hcm');
    expect(next.receiverAddress?.id).toBe('hn');
  });

  it('skips a default sender in a province parcels cannot leave, and never replaces a choice', () => {
    expect(applyDefaultAddresses(toC2cDraft({}), book, ['01']).senderAddress).toBeUndefined();
    const chosen = toC2cDraft({ senderAddress: address('mine') });
    expect(applyDefaultAddresses(chosen, book, ['79']).senderAddress?.id).toBe('mine');
  });
});

it('a stored draft from an older page is completed with defaults', () => {
  const draft = toC2cDraft({ details: { note: 'hi' } });
  expect(draft.details).toMatchObject({
    note: 'hi',
    tier: 'BASIC',
    packageType: 'PARCEL',
    extraCodes: ['packaging', 'sms'],
  });
});

it('after an order the form starts over with the same addresses', () => {
  const next = afterOrderPlaced(filled());
  expect(next.senderAddress?.id).toBe('s');
  expect(next.senderPoint).toBeUndefined();
  expect(next.details).toEqual(emptyDetails());
});

describe('between Vietnam and Korea (spec 1 section 4)', () => {
  const home = {
    id: 'h',
    personName: 'An',
    prefixPhone: '+84',
    phone: '9',
    fullAddress: 'HCMC',
    lat: 10,
    long: 106,
    country: '0',
  };
  const base: C2cDraft = { details: emptyDetails() };

  it('an address in Korea makes the order global: outbound to a Korean receiver, inbound from a Korean sender', () => {
    expect(routeKindOfDraft({ senderAddress: home, receiverAddress: SEOUL_ADDRESS })).toBe('OUTBOUND');
    expect(routeKindOfDraft({ senderAddress: SEOUL_ADDRESS, receiverAddress: home })).toBe('INBOUND');
    expect(routeKindOfDraft({ senderAddress: home })).toBe('DOMESTIC');
    expect(routeKindOfDraft({ senderAddress: SEOUL_ADDRESS, receiverAddress: SEOUL_ADDRESS })).toBeNull();
    expect(isGlobalDraft({ ...base, receiverAddress: SEOUL_ADDRESS })).toBe(true);
    expect(isGlobalDraft(setScope(base, 'GLOBAL'))).toBe(true);
    expect(isGlobalDraft(base)).toBe(false);
  });

  it('the global tab leaves Super for Standard; the domestic tab lets go of the address abroad and the goods', () => {
    const global = setScope({ ...base, details: { ...emptyDetails(), tier: 'SUPER' } }, 'GLOBAL');
    expect(global.details).toMatchObject({ scope: 'GLOBAL', tier: 'BASIC' });
    const declared = saveGoodsItem(
      { ...global, senderAddress: home, receiverAddress: SEOUL_ADDRESS },
      DECLARED_ITEM,
      null,
    );
    const domestic = leaveBorder(declared);
    expect(domestic.senderAddress).toBe(home);
    expect(domestic.receiverAddress).toBeUndefined();
    expect(domestic.details).toMatchObject({ scope: 'DOMESTIC', goods: [] });
  });

  it('adds, replaces and removes declared items; rules are accepted once and survive a placed order', () => {
    const one = saveGoodsItem(base, DECLARED_ITEM, null);
    const two = saveGoodsItem(one, { ...DECLARED_ITEM, productName: 'Nón' }, null);
    expect(
      saveGoodsItem(two, { ...DECLARED_ITEM, productName: 'Trà' }, 0).details.goods.map((g) => g.productName),
    ).toEqual(['Trà', 'Nón']);
    expect(removeGoodsItem(two, 0).details.goods.map((g) => g.productName)).toEqual(['Nón']);
    const accepted = acceptRules(acceptRules(two, 'parcel'), 'parcel');
    expect(accepted.details.acceptedRules).toEqual(['parcel']);
    expect(afterOrderPlaced(accepted).details).toMatchObject({ goods: [], acceptedRules: ['parcel'] });
  });

  it('keeps the special goods’ post-office rule to Vietnam only', () => {
    const special = product('0000');
    expect(forcesP2P(selectProduct({ ...base, senderAddress: home, receiverAddress: home }, special))).toBe(true);
    const abroad = selectProduct({ ...base, senderAddress: home, receiverAddress: SEOUL_ADDRESS }, special);
    expect(forcesP2P(abroad)).toBe(false);
    expect(abroad.details.weightSize).not.toEqual(SPECIAL_WEIGHT_SIZE);
  });
});
