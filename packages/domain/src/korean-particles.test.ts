import { describe, expect, it } from 'vitest';
import { fixKoreanParticles } from './korean-particles.ts';

describe('Korean particles', () => {
  it.each([
    ['전화번호을(를) 입력해 주세요', '전화번호를 입력해 주세요'],
    ['이름을(를) 입력해 주세요', '이름을 입력해 주세요'],
    ['전화번호 또는 고객 코드을(를) 입력해 주세요', '전화번호 또는 고객 코드를 입력해 주세요'],
    ['사업자 번호이(가) 너무 깁니다', '사업자 번호가 너무 깁니다'],
    ['우편번호이(가) 올바르지 않습니다', '우편번호가 올바르지 않습니다'],
    ['비밀번호가 일치하지 않습니다', '비밀번호가 일치하지 않습니다'],
    // A note in brackets is not read into the particle: the word before it decides.
    ['환율(동)을(를) 입력해 주세요', '환율(동)을 입력해 주세요'],
    ['무게(kg)을(를) 입력해 주세요', '무게(kg)를 입력해 주세요'],
  ])('%s → %s', (text, expected) => {
    expect(fixKoreanParticles(text)).toBe(expected);
  });
});
