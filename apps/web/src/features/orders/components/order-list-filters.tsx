import { Alert, Box, Button, Group, TextInput } from '@mantine/core';
import { ORDER_SEARCH_MAX_LENGTH } from '@skyparcel/domain/order-search';
import type { DayRange } from '@skyparcel/domain/time-zones';
import { addDays, vietnamDay } from '@skyparcel/domain/time-zones';
import { IconCalendar, IconFileSpreadsheet } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { exportOrders } from '../api/export-orders.ts';
import type { OrderListFilter } from '../api/list-orders.ts';

// The dates library comes when the list has painted, not with it.
const DayRangePicker = lazy(() =>
  import('../../../components/ui/day-range-picker.tsx').then((module) => ({ default: module.DayRangePicker })),
);

type OrderListFiltersProps = {
  filter: OrderListFilter;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onPeriodChange: (period: DayRange | null) => void;
};

/** The list's search, its period and the export of what they find (issue 37). */
export function OrderListFilters({ filter, searchText, onSearchTextChange, onPeriodChange }: OrderListFiltersProps) {
  const { t } = useTranslation();
  const today = vietnamDay(new Date());
  const presets = [
    { label: t('orders.filters.last7Days'), range: { fromDate: addDays(today, -6), toDate: today } },
    { label: t('orders.filters.last30Days'), range: { fromDate: addDays(today, -29), toDate: today } },
    { label: t('orders.filters.thisMonth'), range: { fromDate: `${today.slice(0, 8)}01`, toDate: today } },
  ];
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      {/* Room for the search's placeholder (it names three things, in Korean too) and a whole period on one line. */}
      <Box style={{ flex: '1 1 320px', minWidth: 'min(100%, 260px)' }}>
        <SearchBox
          label={t('orders.filters.searchLabel')}
          placeholder={t('orders.filters.searchPlaceholder')}
          clearLabel={t('orders.filters.clearSearch')}
          value={searchText}
          maxLength={ORDER_SEARCH_MAX_LENGTH}
          size="md"
          onChange={onSearchTextChange}
        />
      </Box>
      {/* On a phone the period takes its own line, full width; beside the search on a wide screen. */}
      <Box style={{ flex: '1 1 300px', maxWidth: 420 }}>
        <Suspense fallback={<PeriodPlaceholder />}>
          <DayRangePicker
            key={filter.period ? `${filter.period.fromDate}/${filter.period.toDate}` : 'any'}
            label={t('orders.filters.periodLabel')}
            placeholder={t('orders.filters.periodPlaceholder')}
            value={filter.period}
            today={today}
            presets={presets}
            isClearable
            onChange={onPeriodChange}
          />
        </Suspense>
      </Box>
      <ExportButton filter={filter} />
    </Group>
  );
}

/** The period field's place while the dates library loads: same label and size, so nothing moves. */
function PeriodPlaceholder() {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('orders.filters.periodLabel')}
      placeholder={t('orders.filters.periodPlaceholder')}
      leftSection={<IconCalendar size={18} aria-hidden />}
      size="md"
      readOnly
    />
  );
}

function ExportButton({ filter }: { filter: OrderListFilter }) {
  const { t } = useTranslation();
  const [isExporting, setIsExporting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const run = async () => {
    setIsExporting(true);
    setHasFailed(false);
    try {
      await exportOrders(filter);
    } catch {
      setHasFailed(true);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        size="md"
        w={{ base: '100%', xs: 'auto' }}
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={isExporting}
        onClick={() => void run()}
      >
        {t('orders.filters.export')}
      </Button>
      {hasFailed ? (
        <Alert
          color="red"
          role="alert"
          w="100%"
          withCloseButton
          closeButtonLabel={t('common.closeToast')}
          onClose={() => setHasFailed(false)}
        >
          {t('orders.filters.exportFailed')}
        </Alert>
      ) : null}
    </>
  );
}
