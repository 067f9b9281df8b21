import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMN_LABELS, importProblemText } from './messages.ts';
import { type ImportCells, type ImportProduct, importColumnOfHeader, readImportRow } from './order-import.ts';

const PRODUCTS = new Map<string, ImportProduct>([
  ['CLOTHES', { id: 1, code: 'CLOTHES', packageType: 'PARCEL' }],
  ['DOCUMENT', { id: 2, code: 'DOCUMENT', packageType: 'DOCUMENT' }],
  ['9999', { id: 3, code: '9999', packageType: 'PARCEL' }],
]);

const GOOD: ImportCells = {
  receiverName: 'Nguyễn Thị Đào',
  receiverPhone: '0912 345 678',
  receiverStreet: '25 Phan Đình Phùng',
  receiverWard: 'Phường Quán Thánh',
  receiverDistrict: 'Ba Đình',
  receiverProvince: 'Hà Nội',
  product: 'clothes',
  weight: '2,5',
  length: '30',
  width: '20',
  height: '10',
};

const read = (changes: ImportCells) => readImportRow({ ...GOOD, ...changes }, PRODUCTS);
const problemsOf = (changes: ImportCells) => read(changes).problems;

describe('reading a row of an imported sheet', () => {
  it('reads a good row with the defaults a shop leaves out: door to door, basic, cash', () => {
    expect(read({})).toEqual({
      row: {
        receiver: {
          name: 'Nguyễn Thị Đào',
          phone: '912345678',
          street: '25 Phan Đình Phùng',
          ward: 'Phường Quán Thánh',
          district: 'Ba Đình',
          province: 'Hà Nội',
        },
        productId: 1,
        productCode: 'CLOTHES',
        weight: 2.5,
        dimension: '30x20x10',
        handover: 'D2D',
        senderPostOffice: null,
        receiverPostOffice: null,
        tier: 'BASIC',
        paymentMethod: 'cash',
        voucher: null,
        note: '',
      },
      problems: [],
    });
  });

  it('names every empty required cell at its column, and nothing else of those cells', () => {
    const { row, problems } = readImportRow({}, PRODUCTS);
    expect(row).toBeNull();
    expect(problems.map((problem) => problem.column)).toEqual([
      'receiverName',
      'receiverPhone',
      'receiverStreet',
      'receiverWard',
      'receiverProvince',
      'product',
      'weight',
      'length',
      'width',
      'height',
    ]);
    expect(new Set(problems.map((problem) => problem.code))).toEqual(new Set(['validation_required']));
  });

  it('reads a phone typed with a trunk 0, a country code, or from a number cell that lost its 0', () => {
    for (const typed of ['0912 345 678', '+84 912-345-678', '912345678', '(091) 234.5678']) {
      expect(read({ receiverPhone: typed }).row?.receiver.phone).toBe('912345678');
    }
    expect(problemsOf({ receiverPhone: '0912' })).toEqual([
      { column: 'receiverPhone', code: 'validation_range_length_phone' },
    ]);
    // Ten digits after a 0, the shape of a number, but no Vietnamese one: a Korean mobile.
    expect(problemsOf({ receiverPhone: '010 1234 5678' })).toEqual([
      { column: 'receiverPhone', code: 'validation_phone_not_vietnamese' },
    ]);
  });

  it('holds a receiver’s name to the address form’s rule', () => {
    expect(problemsOf({ receiverName: 'Nguyễn 😀' })).toEqual([{ column: 'receiverName', code: 'validation_emoji' }]);
    expect(problemsOf({ receiverName: 'A'.repeat(46) })[0]).toMatchObject({ column: 'receiverName' });
  });

  it('reads a weight with a decimal comma or dot, and holds it to the product’s limit', () => {
    expect(read({ weight: '2.5' }).row?.weight).toBe(2.5);
    expect(problemsOf({ weight: 'hai ký' })).toEqual([{ column: 'weight', code: 'validation_number_format' }]);
    expect(problemsOf({ weight: '40' })).toEqual([
      { column: 'weight', code: 'validation_weight_limit', params: { max: 31.5 } },
    ]);
    // A document's limit is 2 kg.
    expect(problemsOf({ product: 'DOCUMENT', weight: '3' })).toEqual([
      { column: 'weight', code: 'validation_weight_limit', params: { max: 2 } },
    ]);
  });

  it('holds the sides to at least 1 cm each and 200 cm together, at the side concerned', () => {
    expect(problemsOf({ width: '0' })).toEqual([{ column: 'width', code: 'validation_side_min', params: { min: 1 } }]);
    expect(problemsOf({ length: '100', width: '60', height: '50' })).toEqual([
      { column: 'height', code: 'validation_size_sum' },
    ]);
    expect(problemsOf({ length: '3e1' })).toEqual([{ column: 'length', code: 'validation_number_format' }]);
  });

  it('takes a product by its catalogue code in any case, and names an unknown one', () => {
    expect(problemsOf({ product: 'SHOES?' })).toEqual([{ column: 'product', code: 'validation_import_product' }]);
  });

  it('takes the lists’ values in any case and refuses others; Super is for the order screen', () => {
    expect(read({ handover: 'd2d', tier: 'premium', paymentMethod: 'TOPUP' }).row).toMatchObject({
      handover: 'D2D',
      tier: 'PREMIUM',
      paymentMethod: 'topup',
    });
    expect(problemsOf({ handover: 'door' })).toEqual([{ column: 'handover', code: 'validation_import_choice' }]);
    expect(problemsOf({ tier: 'Super' })).toEqual([{ column: 'tier', code: 'validation_import_super' }]);
    expect(problemsOf({ paymentMethod: 'VNBANK' })).toEqual([
      { column: 'paymentMethod', code: 'validation_import_choice' },
    ]);
  });

  it('needs a post office code on each side the handover says is a post office', () => {
    expect(problemsOf({ handover: 'P2P' })).toEqual([
      { column: 'senderPostOffice', code: 'validation_required' },
      { column: 'receiverPostOffice', code: 'validation_required' },
    ]);
    expect(read({ handover: 'D2P', receiverPostOffice: 'hn01' }).row).toMatchObject({
      senderPostOffice: null,
      receiverPostOffice: 'HN01',
    });
  });

  it('keeps a special commodity to post office to post office', () => {
    expect(problemsOf({ product: '9999' })).toEqual([
      { column: 'handover', code: 'validation_import_post_office_only' },
    ]);
  });

  it('holds a note to 200 characters', () => {
    expect(problemsOf({ note: 'x'.repeat(201) })).toEqual([
      { column: 'note', code: 'validation_max_length', params: { max: 200 } },
    ]);
  });
});

describe('the sheet’s headers and problems in the reader’s language', () => {
  const labels = IMPORT_COLUMN_LABELS;

  it('knows a column by its header in any of the three languages, folded, or by its key', () => {
    expect(importColumnOfHeader('SĐT người nhận', labels)).toBe('receiverPhone');
    expect(importColumnOfHeader('sdt nguoi nhan', labels)).toBe('receiverPhone');
    expect(importColumnOfHeader('받는 사람 전화번호', labels)).toBe('receiverPhone');
    expect(importColumnOfHeader('Receiver phone', labels)).toBe('receiverPhone');
    expect(importColumnOfHeader('receiverPhone', labels)).toBe('receiverPhone');
    expect(importColumnOfHeader('Ghi chú thêm', labels)).toBeUndefined();
  });

  it('says a cell’s problem with its column’s name', () => {
    expect(importProblemText('vi', { column: 'weight', code: 'validation_required' })).toMatch(/Khối lượng \(kg\)/);
    expect(importProblemText('ko', { column: 'tier', code: 'validation_import_super' })).toMatch(/^Super는/);
    expect(importProblemText('en', { column: 'weight', code: 'validation_weight_limit', params: { max: 31.5 } })).toBe(
      'At most 31.5 kg for this shipment',
    );
  });
});
