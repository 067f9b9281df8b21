import { Anchor, type AnchorProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHotline } from '../hooks/use-hotline.ts';

/** "Call centre 1900272727" as a tel: link in the current language. */
export function CallCentreLink(props: AnchorProps) {
  const { t } = useTranslation();
  const { phone, href } = useHotline();
  return (
    <Anchor href={href} {...props}>
      <IconPhone size={16} aria-hidden style={{ verticalAlign: '-3px', marginInlineEnd: 6 }} />
      {t('content.callCentre', { phone })}
    </Anchor>
  );
}
