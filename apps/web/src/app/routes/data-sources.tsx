import { Code, Stack } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { DataSourceCard } from '../../features/content/components/data-source-card.tsx';
import { DATA_SOURCES } from '../../features/content/data-sources.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/** Credits the open-data licences ask us to show, one card per data set (list in data-sources.ts). */
export function DataSourcesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('dataSources.title'));
  return (
    // A reading page: a measure narrower than the forms keeps lines short. Korean words (also
    // the place names inside other languages) break between words, not between syllables.
    <Stack gap="md" maw={880} mx="auto" style={{ wordBreak: 'keep-all' }}>
      <PageHeader
        title={t('dataSources.title')}
        description={<Trans i18nKey="dataSources.intro" components={{ folder: <Code /> }} />}
      />
      {DATA_SOURCES.map((source) => (
        <DataSourceCard key={source.id} source={source} />
      ))}
    </Stack>
  );
}
