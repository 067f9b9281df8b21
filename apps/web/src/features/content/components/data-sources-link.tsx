import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The footers' way to the licence credits; NavLink marks it as the current page when there. */
export function DataSourcesLink(props: AnchorProps) {
  const { t } = useTranslation();
  return (
    <Anchor component={NavLink} to={paths.dataSources.getHref()} {...props}>
      {t('footer.dataSources')}
    </Anchor>
  );
}
