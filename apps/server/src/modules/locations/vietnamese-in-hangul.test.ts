// @module-tag database-free
import { describe, expect, it } from 'vitest';
import { vietnameseInHangul } from './vietnamese-in-hangul.ts';

// The examples are those of the rules (외래어 표기법, 베트남어 표기 세칙, 2004) and the forms Korean
// atlases use for Vietnam's provinces.
describe('Vietnamese names in Hangul', () => {
  it.each([
    ['Hồ Chí Minh', '호찌민'],
    ['Hà Nội', '하노이'],
    ['Đà Nẵng', '다낭'],
    ['Cần Thơ', '껀터'],
    ['Hải Phòng', '하이퐁'],
    ['Huế', '후에'],
    ['Khánh Hoà', '카인호아'],
    ['Lâm Đồng', '럼동'],
    ['Tây Ninh', '떠이닌'],
    ['Lai Châu', '라이쩌우'],
    ['Đắk Lắk', '닥락'],
    ['Gia Lai', '자라이'],
    ['An Giang', '안장'],
    ['Điện Biên', '디엔비엔'],
  ])('%s → %s', (name, hangul) => {
    expect(vietnameseInHangul(name)).toBe(hangul);
  });

  it('joins nh to the vowel after it, writes it ㄴ at the end and 아인 after a (rule 1)', () => {
    expect(vietnameseInHangul('Nha Trang')).toBe('냐짱');
    expect(vietnameseInHangul('Ninh Bình')).toBe('닌빈');
    expect(vietnameseInHangul('Thanh Hoá')).toBe('타인호아');
  });

  it('writes qu before a as 꽈 (rule 2) and 꾸 before other vowels', () => {
    expect(vietnameseInHangul('Quảng Ngãi')).toBe('꽝응아이');
    expect(vietnameseInHangul('Quy Nhơn')).toBe('꾸이년');
  });

  it('joins y to the vowel after it (rule 3), and writes ng before a vowel as 응', () => {
    expect(vietnameseInHangul('Hưng Yên')).toBe('흥옌');
    expect(vietnameseInHangul('Tuyên Quang')).toBe('뚜옌꽝');
    expect(vietnameseInHangul('Thái Nguyên')).toBe('타이응우옌');
    expect(vietnameseInHangul('Nghệ An')).toBe('응에안');
  });

  it('writes the vowel pairs as two syllables and ignores tones and hyphens', () => {
    expect(vietnameseInHangul('Thừa Thiên-Huế')).toBe('트어티엔후에');
    expect(vietnameseInHangul('Bạc Liêu')).toBe('박리에우');
    expect(vietnameseInHangul('Trường Sa')).toBe('쯔엉사');
    expect(vietnameseInHangul('Buôn Ma Thuột')).toBe('부온마투옷');
  });
});
