import { PASSWORD_RESET_PAGE_PATH, PASSWORD_RESET_TOKEN_PARAM } from '@skyparcel/domain/auth-contracts';
import { HOTLINES, type Language } from '@skyparcel/domain/locale';
import { formatPhone } from '@skyparcel/domain/phone';
import { formatMinutes } from '@skyparcel/domain/time-format';
import { escape as escapeHtml } from 'es-toolkit';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { Account } from '../account/account-credentials.ts';

type Texts = {
  subject: string;
  greeting: (name: string | null) => string;
  asked: (account: string) => string;
  action: string;
  validity: (duration: string) => string;
  notYou: string;
  help: (hotline: string) => string;
};

/** The reset mail in each interface language; the request's language picks one. */
const TEXTS: Record<Language, Texts> = {
  vi: {
    subject: 'Đặt lại mật khẩu SkyParcel',
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    asked: (account) => `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản SkyParcel ${account}.`,
    action: 'Đặt mật khẩu mới',
    validity: (duration) => `Liên kết có hiệu lực trong ${duration} và chỉ dùng được một lần.`,
    notYou: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
    help: (hotline) => `Cần hỗ trợ? Gọi tổng đài ${hotline}.`,
  },
  en: {
    subject: 'Reset your SkyParcel password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    asked: (account) => `We received a request to reset the password of the SkyParcel account ${account}.`,
    action: 'Set a new password',
    validity: (duration) => `The link works for ${duration}, and only once.`,
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    help: (hotline) => `Need help? Call us on ${hotline}.`,
  },
  ko: {
    subject: 'SkyParcel 비밀번호 재설정',
    greeting: (name) => (name ? `${name}님, 안녕하세요.` : '안녕하세요.'),
    asked: (account) => `SkyParcel 계정 ${account}의 비밀번호 재설정 요청을 받았습니다.`,
    action: '새 비밀번호 설정',
    validity: (duration) => `이 링크는 ${duration} 동안 한 번만 사용할 수 있습니다.`,
    notYou: '요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
    help: (hotline) => `도움이 필요하시면 고객센터 ${hotline}로 전화해 주세요.`,
  },
};

/** The page that sets the new password, with the token in the fragment. */
export function passwordResetLink(webUrl: string, token: string): string {
  return `${webUrl}${PASSWORD_RESET_PAGE_PATH}#${PASSWORD_RESET_TOKEN_PARAM}=${token}`;
}

/** What the account signs in with: the customer code, or the phone in its international form (+84 901 234 567). */
function signInName(account: Account): string {
  if (account.type === 'B') return account.customerCode ?? '';
  return account.phone ? formatPhone(account.prefixPhone, account.phone) : '';
}

/** The reset mail for one account: plain text, and the same words as simple HTML with a button. */
export function passwordResetMail(
  account: Account & { email: string },
  options: { link: string; minutes: number; language: Language },
): MailMessage {
  const texts = TEXTS[options.language];
  const name = account.name ?? account.companyName;
  const paragraphs = {
    greeting: texts.greeting(name),
    asked: texts.asked(signInName(account)),
    validity: `${texts.validity(formatMinutes(options.minutes, options.language))} ${texts.notYou}`,
    help: texts.help(HOTLINES[options.language]),
  };
  const text = [
    paragraphs.greeting,
    paragraphs.asked,
    `${texts.action}: ${options.link}`,
    paragraphs.validity,
    paragraphs.help,
    'SkyParcel',
  ].join('\n\n');
  const p = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const button = `<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:12px 20px;background:#0b3d91;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(texts.action)}</a></p>`;
  const html = [
    `<!doctype html><html lang="${options.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">`,
    p(paragraphs.greeting),
    p(paragraphs.asked),
    button,
    `<p style="font-size:13px;word-break:break-all">${escapeHtml(options.link)}</p>`,
    p(paragraphs.validity),
    p(paragraphs.help),
    p('SkyParcel'),
    '</body></html>',
  ].join('\n');
  return { to: account.email, subject: texts.subject, text, html };
}
