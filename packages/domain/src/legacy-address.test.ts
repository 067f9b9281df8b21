import { describe, expect, it } from 'vitest';
import { splitAddress, unitKey } from './legacy-address.ts';
import { foldVietnamese } from './text-fold.ts';

describe('old-style address parts', () => {
  it('fold accents, case and dots', () => {
    expect(foldVietnamese('TP. Hồ Chí Minh')).toBe('tp ho chi minh');
    expect(foldVietnamese('Đống Đa')).toBe('dong da');
  });

  it.each([
    ['Quận 10', 'district', '10'],
    ['Q.10', 'district', '10'],
    ['q10', 'district', '10'],
    ['Huyện Củ Chi', 'district', 'cu chi'],
    ['Thị xã Sơn Tây', 'district', 'son tay'],
    ['Thành phố Thủ Đức', 'district', 'thu duc'],
    ['Quy Nhơn', 'district', 'quy nhon'],
    ['Phường 05', 'ward', '5'],
    ['P.12', 'ward', '12'],
    ['Thị trấn Củ Chi', 'ward', 'cu chi'],
    ['Phường Phúc Xá', 'ward', 'phuc xa'],
    ['Xã Phước Vĩnh An', 'ward', 'phuoc vinh an'],
    ['TP. Hồ Chí Minh', 'province', 'ho chi minh'],
    ['Tỉnh Hà Giang', 'province', 'ha giang'],
    ['Hà Nội', 'province', 'ha noi'],
  ] as const)('%s as a %s is %s', (text, kind, key) => {
    expect(unitKey(text, kind)).toBe(key);
  });

  it('split on commas, most specific first', () => {
    expect(splitAddress(' 268 Lý Thường Kiệt, Phường 14 ,Quận 10, TP. Hồ Chí Minh ')).toEqual([
      '268 Lý Thường Kiệt',
      'Phường 14',
      'Quận 10',
      'TP. Hồ Chí Minh',
    ]);
  });
});
