import { describe, expect, it } from 'vitest';
import i18n, { i18nReady, languageSwitch } from './i18n.ts';

describe('i18n', () => {
  it('downloads only the language in use, and another one when it is picked', async () => {
    await i18nReady;
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('ko', 'translation')).toBe(false);
    // The web's texts and the shared catalogue arrive together.
    expect(i18n.t('auth.signIn.title')).toBe('Sign in');
    expect(i18n.t('errors.NOT_FOUND')).toBe('We could not find what you asked for.');

    const switching = i18n.changeLanguage('vi');
    // Kept at once, shown once its texts are in.
    expect(localStorage.getItem('locale')).toBe('vi');
    expect(languageSwitch.isPending()).toBe(true);
    await switching;
    expect(languageSwitch.isPending()).toBe(false);
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'translation')).toBe(false);
  });

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

  it('keeps the choice in a cookie too, for the server to send prerendered pages in it', async () => {
    await i18n.changeLanguage('kr');
    expect(document.cookie).toContain('locale=ko');
    await i18n.changeLanguage('en');
    expect(document.cookie).toContain('locale=en');
  });
});
