import { Badge, Group, Modal, Paper, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { looksLikeRoadName } from '@skyparcel/domain/korean-road-names';
import type { KoreanAddress } from '@skyparcel/domain/location-contracts';
import { KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import { IconMapPinOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { useKoreanAddresses } from '../api/search-korean-addresses.ts';
import classes from './korean-post-code-search.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** The Korean division chosen so far: its location id prefix and its names. */
export type KoreanSearchScope = { locId: string; label: string };

type KoreanPostCodeSearchProps = {
  opened: boolean;
  onClose: () => void;
  scope: KoreanSearchScope | null;
  onChoose: (address: KoreanAddress) => void;
};

/**
 * "Find post code" (spec 2 section 5: Korea's post code is never typed by hand): post code areas,
 * or road addresses when the server has the road-address service, within the chosen division.
 */
export function KoreanPostCodeSearch({ opened, onClose, scope, onChoose }: KoreanPostCodeSearchProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('addresses.postCodeSearch.title')}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('addresses.postCodeSearch.close') }}
    >
      {/* Mounted on each opening: the search starts empty, scoped to what is chosen now. */}
      <SearchBody
        scope={scope}
        onChoose={(address) => {
          onChoose(address);
          onClose();
        }}
      />
    </Modal>
  );
}

function SearchBody({ scope, onChoose }: Pick<KoreanPostCodeSearchProps, 'scope' | 'onChoose'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isScoped, setIsScoped] = useState(scope !== null);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const locId = isScoped && scope ? scope.locId : KOREA_COUNTRY;
  const results = useKoreanAddresses({ locId, search, page }, true);
  const restart = () => setPage(1);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('addresses.postCodeSearch.hint')}
      </Text>
      <SearchBox
        label={t('addresses.postCodeSearch.searchLabel')}
        placeholder={t('addresses.postCodeSearch.searchPlaceholder')}
        clearLabel={t('common.clear')}
        value={text}
        isAutoFocused
        onChange={(value) => {
          setText(value);
          restart();
        }}
      />
      {scope ? (
        <Switch
          checked={isScoped}
          onChange={(event) => {
            setIsScoped(event.currentTarget.checked);
            restart();
          }}
          label={t('addresses.postCodeSearch.onlyIn', { area: scope.label })}
        />
      ) : null}
      <Results results={results} search={search} page={page} onPage={setPage} onChoose={onChoose} />
    </Stack>
  );
}

type ResultsProps = {
  results: ReturnType<typeof useKoreanAddresses>;
  /** What was searched: a road name finds nothing offline, and the empty state says why. */
  search: string;
  page: number;
  onPage: (page: number) => void;
  onChoose: (address: KoreanAddress) => void;
};

function Results({ results, search, page, onPage, onChoose }: ResultsProps) {
  const { t } = useTranslation();
  if (results.isPending) return <CardListSkeleton count={4} />;
  if (results.isError) {
    return <QueryErrorState title={t('addresses.postCodeSearch.loadFailed')} query={results} />;
  }
  const { items, pagination } = results.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={IconMapPinOff}
        title={t('addresses.postCodeSearch.emptyTitle')}
        message={
          looksLikeRoadName(search)
            ? t('addresses.postCodeSearch.emptyRoadName', { query: search })
            : t('addresses.postCodeSearch.emptyMessage')
        }
      />
    );
  }
  return (
    <Stack gap="sm" aria-busy={results.isPlaceholderData}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('addresses.postCodeSearch.count', { count: pagination.total })}
      </Text>
      <Stack gap="xs" component="ul" className={classes.list} aria-label={t('addresses.postCodeSearch.resultsLabel')}>
        {items.map((address) => (
          <li key={`${address.postCode}-${address.locId}-${address.roadAddress ?? ''}`}>
            <ResultButton address={address} onChoose={onChoose} />
          </li>
        ))}
      </Stack>
      <ListPagination page={page} totalPages={pagination.totalPages} onChange={onPage} />
    </Stack>
  );
}

function ResultButton({ address, onChoose }: { address: KoreanAddress; onChoose: (address: KoreanAddress) => void }) {
  const { t } = useTranslation();
  const area = [address.sido, address.sigungu, address.eupMyeonDong].join(' ');
  return (
    <UnstyledButton className={classes.result} onClick={() => onChoose(address)}>
      <Paper withBorder p="sm" className={classes.card}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Text fw={700} c="navy.8" className={classes.code}>
            {address.postCode}
          </Text>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            {address.roadAddress ? <Text fw={600}>{address.roadAddress}</Text> : null}
            <Text size={address.roadAddress ? 'sm' : 'md'} c={address.roadAddress ? 'dimmed' : undefined}>
              {area}
            </Text>
            {address.buildingName ? (
              <Text size="sm" c="dimmed">
                {address.buildingName}
              </Text>
            ) : null}
          </Stack>
          {address.isSharedCode ? (
            <Badge variant="light" color="gray" className={classes.badge}>
              {t('addresses.postCodeSearch.sharedCode')}
            </Badge>
          ) : null}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
