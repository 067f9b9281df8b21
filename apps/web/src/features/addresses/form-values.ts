import type { Address, AddressForm, AddressType } from '@skyparcel/domain/address-contracts';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { hasDistrictLevel, KOREA_COUNTRY, NO_DISTRICT } from '@skyparcel/domain/location-id';
import { type PhonePrefix, phoneFieldValue, stripTrunkZero } from '@skyparcel/domain/phone';

export type AddressFormValues = AddressForm;

export const ADDRESS_FORM_FIELDS = [
  'personName',
  'prefixPhone',
  'phone',
  'cardId',
  'country',
  'province',
  'district',
  'village',
  'address',
  'addressDetail',
  'postCode',
  'pccc',
  'type',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  personName: '',
  prefixPhone: '+84',
  phone: '',
  cardId: '',
  country: '0',
  province: '',
  district: '',
  village: '',
  address: '',
  addressDetail: '',
  postCode: '',
  pccc: '',
  additionalInfo: '',
  type: 'NORMAL',
};

/** The radio's three choices: a default sender, a default receiver, or neither. */
function formTypeOf(address: Pick<Address, 'type' | 'isDefault'>): AddressType {
  return address.isDefault ? address.type : 'NORMAL';
}

/** A saved address's contact and place, as the form holds them (the phone with its trunk 0). */
export function contactAndPlaceOf(address: Address): Omit<AddressFormValues, 'type'> {
  return {
    personName: address.personName,
    prefixPhone: address.prefixPhone as PhonePrefix,
    phone: address.phone ? phoneFieldValue(address.phone) : '',
    cardId: address.cardId ?? '',
    country: address.country as AddressFormValues['country'],
    province: address.province,
    district: hasDistrictLevel(address.country) ? (address.district ?? '') : '',
    village: address.village,
    address: address.address,
    addressDetail: address.addressDetail ?? '',
    postCode: address.postCode ?? '',
    pccc: address.pccc ?? '',
    additionalInfo: address.additionalInfo ?? '',
    lat: address.lat ?? undefined,
    long: address.long ?? undefined,
  };
}

export function toFormValues(address: Address): AddressFormValues {
  return { ...contactAndPlaceOf(address), type: formTypeOf(address) };
}

/** The division part of the form for a place the map or a conversion found. */
export function placeValuesOf(location: ResolvedLocation) {
  return {
    country: location.country.value as AddressFormValues['country'],
    province: location.province.value,
    district: hasDistrictLevel(location.country.value) ? (location.district?.value ?? '') : '',
    village: location.village.value,
  };
}

/** What is sent: the phone without its trunk 0 (spec 2 section 5), no district for Vietnam, pccc for Korea only. */
export function toPayload(values: AddressFormValues): AddressForm {
  const isKorea = values.country === KOREA_COUNTRY;
  return {
    personName: values.personName,
    prefixPhone: values.prefixPhone,
    phone: stripTrunkZero(values.phone),
    cardId: values.cardId ?? '',
    country: values.country,
    province: values.province,
    district: hasDistrictLevel(values.country) ? (values.district ?? '') : NO_DISTRICT,
    village: values.village,
    address: values.address.trim(),
    addressDetail: values.addressDetail ?? '',
    postCode: values.postCode ?? '',
    pccc: isKorea ? (values.pccc ?? '').toUpperCase() : '',
    additionalInfo: values.additionalInfo ?? '',
    type: values.type,
    lat: values.lat,
    long: values.long,
  };
}
