import { Anchor, Checkbox } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { StaticPageModal } from './static-page-modal.tsx';

const LINK_SLOT = '\u0000';

/**
 * The shipping terms box of both order pages; its words open the terms themselves, and its error
 * goes once it is ticked.
 */
export function TermsAgreement(props: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const { t } = useTranslation();
  const [isOpen, terms] = useDisclosure(false);
  // The sentence in the language's word order, with the link where {{terms}} stands.
  const [before, after = ''] = t('c2cOrder.termsAgree', { terms: LINK_SLOT }).split(LINK_SLOT);
  const openTerms = (event: React.MouseEvent) => {
    // The link sits in the box's label: reading the terms does not tick the box.
    event.preventDefault();
    event.stopPropagation();
    terms.open();
  };
  return (
    <>
      <Checkbox
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        label={
          <>
            {before}
            <Anchor component="button" type="button" fz="inherit" onClick={openTerms}>
              {t('c2cOrder.termsLink')}
            </Anchor>
            {after}
          </>
        }
        error={props.error}
      />
      <StaticPageModal
        slug="shipping-terms"
        opened={isOpen}
        onClose={terms.close}
        fallbackTitle={t('c2cOrder.termsTitle')}
      />
    </>
  );
}
