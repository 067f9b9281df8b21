// @module-tag database-free
import { describe, expect, it } from 'vitest';
import type { Account } from '../account/account-credentials.ts';
import { passwordResetLink, passwordResetMail } from './password-reset-mail.ts';

const personal = {
  type: 'P',
  prefixPhone: '+82',
  phone: '1055556666',
  customerCode: null,
  name: 'Kim <b>Min-ji</b>',
  companyName: null,
  email: 'minji@example.kr',
} as Account & { email: string };

const link = passwordResetLink('https://portal.example.vn', 'tok_en-123');

describe('the password reset mail', () => {
  it('links to the reset page with the token in the fragment', () => {
    expect(link).toBe('https://portal.example.vn/auth/reset-password#token=tok_en-123');
  });

  it('names the account as it signs in, in the language asked, with the hotline of that language', () => {
    const mail = passwordResetMail(personal, { link, minutes: 90, language: 'ko' });
    expect(mail.to).toBe('minji@example.kr');
    expect(mail.text).toBe(
      [
        'Kim <b>Min-ji</b>님, 안녕하세요.',
        'SkyParcel 계정 +82 10 5555 6666의 비밀번호 재설정 요청을 받았습니다.',
        `새 비밀번호 설정: ${link}`,
        '이 링크는 1시간 30분 동안 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
        '도움이 필요하시면 고객센터 1533 1119로 전화해 주세요.',
        'SkyParcel',
      ].join('\n\n'),
    );
  });

  it('writes the same words as HTML, the customer name escaped, the link as a button', () => {
    const business = { ...personal, type: 'B', customerCode: 'B000001', name: null, companyName: 'Sao Việt & Co' };
    const mail = passwordResetMail(business as typeof personal, { link, minutes: 30, language: 'vi' });
    expect(mail.subject).toBe('Đặt lại mật khẩu SkyParcel');
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain('<p>Xin chào Sao Việt &amp; Co,</p>');
    expect(mail.html).toContain('tài khoản SkyParcel B000001.');
    expect(mail.html).toMatch(new RegExp(`<a href="${link}"[^>]*>Đặt mật khẩu mới</a>`));
    expect(mail.html).toContain('Liên kết có hiệu lực trong 30 phút');
    expect(passwordResetMail(personal, { link, minutes: 30, language: 'en' }).html).toContain('Kim &lt;b&gt;Min-ji');
  });
});
