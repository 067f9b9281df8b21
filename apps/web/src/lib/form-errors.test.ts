import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import './i18n.ts';
import { ApiError } from './api-client-error.ts';
import { applyServerFieldErrors, fieldErrorText } from './form-errors.ts';

describe('form errors', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('renders a schema code with the field label, capitalised when it opens the sentence', () => {
    expect(fieldErrorText(i18n.t, 'name', 'validation_spaces_full_name')).toBe(
      'Họ và tên không được có khoảng trắng ở đầu hoặc cuối',
    );
    expect(fieldErrorText(i18n.t, 'name', 'validation_required')).toBe('Vui lòng nhập họ và tên');
  });

  it('shows a message that is not a code as it is', () => {
    expect(fieldErrorText(i18n.t, 'phone', 'Số này đã được dùng')).toBe('Số này đã được dùng');
    expect(fieldErrorText(i18n.t, 'phone', undefined)).toBeUndefined();
  });

  it('puts server field errors (snake_case) on the form fields (camelCase) it knows', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'x',
      data: {
        fields: [
          { field: 'iden_number', code: 'invalid_CMND_CCCD', message: 'bad id' },
          { field: 'company_name', code: 'unknown_code', message: 'Server text' },
          { field: 'not_on_form', code: 'validation_required', message: 'y' },
        ],
      },
    });
    applyServerFieldErrors(error, setError, ['idenNumber', 'companyName']);
    expect(setError.mock.calls).toEqual([
      ['idenNumber', { type: 'server', message: 'invalid_CMND_CCCD' }],
      ['companyName', { type: 'server', message: 'Server text' }],
    ]);
  });
});
