import type { Language } from '@skyparcel/domain/locale';
import { escape as escapeHtml } from 'es-toolkit';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

type Texts = {
  subject: string;
  greeting: (name: string | null) => string;
  stopped: (url: string) => string;
  why: { GONE: string; FAILING: string };
  action: string;
};

/** The mail that tells an account its endpoint stopped receiving events, in the endpoint's language. */
const TEXTS: Record<Language, Texts> = {
  vi: {
    subject: 'SkyParcel đã tạm dừng gửi webhook đến một địa chỉ của bạn',
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    stopped: (url) => `Chúng tôi đã ngừng gửi sự kiện đến ${url}.`,
    why: {
      GONE: 'Địa chỉ này trả lời 410 Gone, nghĩa là nó không còn nhận sự kiện.',
      FAILING: 'Mọi lần gửi đến địa chỉ này đều thất bại trong hơn 3 ngày.',
    },
    action:
      'Khi địa chỉ hoạt động trở lại, hãy bật lại nó trong trang Khóa API; những lần gửi còn chờ sẽ được gửi khi đó. Các thay đổi trong thời gian tạm dừng không được gửi đến địa chỉ này.',
  },
  en: {
    subject: 'SkyParcel stopped sending webhooks to one of your endpoints',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    stopped: (url) => `We have stopped sending events to ${url}.`,
    why: {
      GONE: 'It answered 410 Gone, which says it no longer takes events.',
      FAILING: 'Every delivery to it has failed for more than 3 days.',
    },
    action:
      'When it works again, turn it back on in the API keys page; the deliveries still waiting go out then. Changes made while it is stopped are not sent to it.',
  },
  ko: {
    subject: 'SkyParcel이 웹훅 엔드포인트 한 곳으로의 전송을 중단했습니다',
    greeting: (name) => (name ? `${name}님, 안녕하세요.` : '안녕하세요.'),
    stopped: (url) => `${url}(으)로 이벤트 전송을 중단했습니다.`,
    why: {
      GONE: '이 주소가 410 Gone으로 응답했습니다. 더 이상 이벤트를 받지 않는다는 뜻입니다.',
      FAILING: '이 주소로의 모든 전송이 3일 넘게 실패했습니다.',
    },
    action:
      '주소가 다시 작동하면 API 키 페이지에서 다시 켜 주세요. 대기 중인 전송은 그때 보내 드립니다. 중지된 동안의 변경 사항은 이 주소로 보내지 않습니다.',
  },
};

/** The notice to the account: plain text, and the same words as simple HTML. */
export function endpointDisabledMail(
  account: { email: string; name: string | null },
  endpoint: { url: string; reason: 'GONE' | 'FAILING'; language: Language },
): MailMessage {
  const texts = TEXTS[endpoint.language];
  const paragraphs = [
    texts.greeting(account.name),
    texts.stopped(endpoint.url),
    texts.why[endpoint.reason],
    texts.action,
  ];
  return {
    to: account.email,
    subject: texts.subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
