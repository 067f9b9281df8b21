import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataOrigin, type DataSource, LICENCES } from '../data-sources.ts';
import classes from './data-source-card.module.css';

function ExternalLink({ href, text }: { href: string; text: string }) {
  // The icon sticks to the text's last piece (after a space, slash or hyphen, where lines may
  // break), so it never wraps onto a line of its own.
  const cut = Math.max(text.lastIndexOf(' '), text.lastIndexOf('/'), text.lastIndexOf('-')) + 1;
  return (
    <Anchor href={href} fw={600}>
      {text.slice(0, cut)}
      <span style={{ whiteSpace: 'nowrap' }}>
        {text.slice(cut)}
        <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineStart: 4 }} />
      </span>
    </Anchor>
  );
}

function OriginFacts({ origin }: { origin: DataOrigin }) {
  const { t } = useTranslation();
  const licence = origin.licence ? LICENCES[origin.licence] : undefined;
  return (
    <dl className={classes.facts}>
      <dt>{t('dataSources.labels.source')}</dt>
      <dd>
        <ExternalLink href={origin.url} text={origin.name} />
        {origin.noteKey ? (
          <Text size="sm" c="dimmed">
            {t(origin.noteKey)}
          </Text>
        ) : null}
      </dd>
      {licence ? (
        <>
          <dt>{t('dataSources.labels.licence')}</dt>
          <dd>
            <ExternalLink href={licence.url} text={t(licence.nameKey)} />
          </dd>
        </>
      ) : null}
      {origin.notice ? (
        <>
          <dt>{t('dataSources.labels.attribution')}</dt>
          <dd>
            {/* Shown verbatim in every language, as the licence asks. */}
            <span className={classes.notice} lang={origin.notice.lang}>
              {origin.notice.text}
            </span>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** One data set: what we use it for, where it comes from, its licence and the credit it asks for. */
export function DataSourceCard({ source }: { source: DataSource }) {
  const { t } = useTranslation();
  const titleId = `data-source-${source.id}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" c="navy.9" id={titleId}>
          {t(source.titleKey)}
        </Title>
        <dl className={classes.facts}>
          <dt>{t('dataSources.labels.usedFor')}</dt>
          <dd>{t(source.usedForKey)}</dd>
        </dl>
        <Divider color="gray.2" />
        {source.origins.map((origin, index) => (
          <Fragment key={origin.url}>
            {index > 0 ? <Divider color="gray.2" /> : null}
            <OriginFacts origin={origin} />
          </Fragment>
        ))}
        {source.changesKey ? (
          <>
            <Divider color="gray.2" />
            <dl className={classes.facts}>
              <dt>{t('dataSources.labels.changes')}</dt>
              <dd>{t(source.changesKey)}</dd>
            </dl>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
