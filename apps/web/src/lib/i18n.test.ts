import { describe, expect, it } from 'vitest';
import i18n from './i18n.ts';

describe('i18n', () => {
  it('picks the Korean particle the interpolated field needs', async () => {
    await i18n.changeLanguage('ko');
    expect(i18n.t('validation.validation_required', { field: '전화번호' })).toBe('전화번호를 입력해 주세요');
    expect(i18n.t('validation.validation_required', { field: '이름' })).toBe('이름을 입력해 주세요');
  });

  it('leaves other languages alone and stores the choice', async () => {
    await i18n.changeLanguage('vi');
    expect(i18n.t('validation.validation_required', { field: 'họ và tên' })).toBe('Vui lòng nhập họ và tên');
    expect(localStorage.getItem('locale')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});
