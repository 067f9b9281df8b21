import {
  Alert,
  Box,
  CloseButton,
  Combobox,
  Group,
  Image,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useElementSize, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { PackageType, Product } from '@skyparcel/domain/catalog-contracts';
import { SPECIAL_COMMODITY_SIZE } from '@skyparcel/domain/shipment-limits';
import { IconAlertTriangle, IconBuildingStore, IconCircleCheckFilled, IconPackageOff } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboboxSearchInput } from '../../../components/ui/combobox-search-input.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { productIcon } from '../product-icons.ts';
import {
  clampPage,
  NARROW_PRODUCT_QUERY,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  pageAfterChange,
  pageCount,
  pageItems,
  pageOfProduct,
  productChoice,
  productPageSize,
  searchProducts,
} from '../product-rules.ts';

type ProductClassificationProps = {
  packageType: PackageType;
  onPackageTypeChange: (next: PackageType) => void;
  /** False for the Super tier, which carries documents only. */
  canSwitchPackageType: boolean;
  /** The list for the current package type. */
  products: Product[];
  selectedProductId: number | null;
  /** Called only once a product may be chosen: not disabled, not refused by Premium, warning accepted. */
  onSelect: (product: Product) => void;
  isPremium: boolean;
  /** Special goods inside Vietnam: post office to post office, set weight and size (said before choosing). */
  isSetForPostOffices: (product: Product) => boolean;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
};

const CARD_MIN_HEIGHT = 108;

/**
 * The page holding the selected product whenever the list, the page size or the selection changes
 * (spec 1 section 9), else page 1 for a new list. Adjusted while rendering, so no frame shows the wrong page.
 */
function useProductPage(products: Product[], pageSize: number, selectedProductId: number | null) {
  // Ids rather than the array: a page that filters on every render must not reset the page each time.
  const listKey = `${pageSize}:${products.map((product) => product.id).join(',')}`;
  const [page, setPage] = useState(() => pageOfProduct(products, selectedProductId, pageSize) ?? 1);
  const [seen, setSeen] = useState({ listKey, selectedProductId });
  if (seen.listKey !== listKey || seen.selectedProductId !== selectedProductId) {
    setSeen({ listKey, selectedProductId });
    const heldPage = pageOfProduct(products, selectedProductId, pageSize);
    setPage(pageAfterChange(page, heldPage, seen.listKey !== listKey));
  }
  const totalPages = pageCount(products.length, pageSize);
  return { page: clampPage(page, totalPages), totalPages, setPage };
}

type Refusal = { name: string; count: number };

/** Spec 4 "Product choice": status D only says so, a warning product waits for the customer's yes. */
function useProductChooser(props: ProductClassificationProps) {
  const { t } = useTranslation();
  const { isPremium, selectedProductId, onSelect, packageType } = props;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A refusal belongs to the list it was made in: a new package type drops it.
  const [refusalType, setRefusalType] = useState(packageType);
  if (refusalType !== packageType) {
    setRefusalType(packageType);
    setRefusal(null);
  }

  const choose = (product: Product) => {
    const choice = productChoice(product, { isPremium });
    if (choice === 'notPremium') return;
    if (choice === 'disabled') {
      // A new count remounts the alert, so a second tap on the same product is announced again.
      setRefusal((last) => ({ name: product.product, count: (last?.count ?? 0) + 1 }));
      return;
    }
    setRefusal(null);
    // Choosing the chosen product again must not ask for the warning a second time.
    if (product.id === selectedProductId) return;
    if (choice === 'ok') {
      onSelect(product);
      return;
    }
    modals.openConfirmModal({
      title: t('c2cProducts.warningTitle'),
      children: <WarningBody product={product} />,
      labels: { confirm: t('c2cProducts.warningConfirm'), cancel: t('c2cProducts.warningCancel') },
      onConfirm: () => onSelect(product),
    });
  };
  return { choose, refusal, dismissRefusal: () => setRefusal(null) };
}

function WarningBody({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fw={700}>{product.product}</Text>
      {product.description ? <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text> : null}
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
        {t('c2cProducts.warningBody')}
      </Alert>
    </Stack>
  );
}

/** Spec 4: Super forces documents, so the switch is shown but locked, with the reason. */
function PackageTypeSwitch({ packageType, onPackageTypeChange, canSwitchPackageType }: ProductClassificationProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      {/* Styled as the other field labels; the radio group is named by it. */}
      <Input.Label id={labelId} size="md" labelElement="div">
        {t('c2cProducts.packageTypeLabel')}
      </Input.Label>
      <SegmentedChoice<PackageType>
        aria-labelledby={labelId}
        value={packageType}
        onChange={onPackageTypeChange}
        disabled={!canSwitchPackageType}
        size="md"
        data={[
          { value: 'PARCEL', label: t('c2cProducts.parcel') },
          { value: 'DOCUMENT', label: t('c2cProducts.document') },
        ]}
      />
      {canSwitchPackageType ? null : (
        <Text size="xs" c="dark.4">
          {t('c2cProducts.superDocumentsOnly')}
        </Text>
      )}
    </Stack>
  );
}

type ProductSearchProps = Pick<ProductClassificationProps, 'products' | 'isPremium' | 'isSetForPostOffices'> & {
  onChoose: (product: Product) => void;
};

/**
 * Find a product by name (accents optional), at most 8 matches after a 500 ms pause (spec 1 section 9).
 * A combobox rather than Autocomplete: two products may share a name, so options are keyed by id.
 */
function ProductSearch({ products, isPremium, isSetForPostOffices, onChoose }: ProductSearchProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, PRODUCT_SEARCH_DEBOUNCE_MS);
  const matches = useMemo(
    () => searchProducts(products, debounced, { premiumOnly: isPremium }),
    [products, debounced, isPremium],
  );
  const hasQuery = value.trim() !== '' && debounced.trim() !== '';
  const hasNoMatch = hasQuery && debounced === value && matches.length === 0;
  // The dropdown opens below the warning, so "no data" and the warning are both in sight.
  const warning = useElementSize();
  const dropdownOffset = 8 + (hasNoMatch ? warning.height + 6 : 0);

  const onOptionSubmit = (id: string) => {
    const product = matches.find((match) => String(match.id) === id);
    combobox.closeDropdown();
    if (!product) return;
    // The grid now shows the choice (its page, its check), so the box is ready for the next search.
    setValue('');
    onChoose(product);
  };

  return (
    <Box style={{ flex: 1, minWidth: 'min(100%, 260px)' }} maw={420}>
      <Combobox store={combobox} onOptionSubmit={onOptionSubmit} offset={dropdownOffset} withinPortal>
        <ComboboxSearchInput
          combobox={combobox}
          label={t('c2cProducts.searchLabel')}
          placeholder={t('c2cProducts.searchPlaceholder')}
          value={value}
          onChange={setValue}
          rightSection={value ? <CloseButton aria-label={t('common.clear')} onClick={() => setValue('')} /> : null}
        />
        <Combobox.Dropdown hidden={!hasQuery}>
          <Combobox.Options aria-label={t('c2cProducts.searchResults')} mah={320} style={{ overflowY: 'auto' }}>
            {matches.length === 0 ? <Combobox.Empty>{t('c2cProducts.noData')}</Combobox.Empty> : null}
            {matches.map((product) => (
              <Combobox.Option value={String(product.id)} key={product.id}>
                {product.product}
                {isSetForPostOffices(product) ? <SetForPostOfficesMark inline /> : null}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {/* Always in the page, so screen readers hear the warning when it appears. */}
      <Box aria-live="polite" mt={hasNoMatch ? 6 : 0}>
        {hasNoMatch ? (
          <Group ref={warning.ref} gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dark.6">
              {t('c2cProducts.noProductMatch')}
            </Text>
          </Group>
        ) : null}
      </Box>
    </Box>
  );
}

function ProductArt({ product, packageType }: { product: Product; packageType: PackageType }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (product.categoryImgUrl && !hasFailed) {
    // The name is right below: the picture is decoration.
    return (
      <Image
        src={product.categoryImgUrl}
        alt=""
        w={40}
        h={40}
        fit="contain"
        loading="lazy"
        onError={() => setHasFailed(true)}
      />
    );
  }
  const { name, Icon } = productIcon(product.code, packageType);
  return (
    <ThemeIcon size={40} radius="md" variant="light" aria-hidden data-icon={name}>
      <Icon size={24} />
    </ThemeIcon>
  );
}

type ProductCardProps = {
  product: Product;
  packageType: PackageType;
  isSelected: boolean;
  /** Marked, so the set handover and size are known before the choice (the legend below says what the mark means). */
  isSetForPostOffices: boolean;
  /** Premium refuses it: shown, greyed, not clickable, with the reason on hover or focus. */
  isBlocked: boolean;
  onChoose: (product: Product) => void;
};

function cardStyle(isSelected: boolean, isBlocked: boolean) {
  const accent = 'var(--mantine-color-navy-7)';
  return {
    position: 'relative' as const,
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: 8,
    width: '100%',
    height: '100%',
    minHeight: CARD_MIN_HEIGHT,
    textAlign: 'center' as const,
    borderRadius: 'var(--mantine-radius-md)',
    border: `1px solid ${isSelected ? accent : 'var(--mantine-color-gray-4)'}`,
    // A second pixel of border drawn as a shadow, so selecting does not shift the grid.
    boxShadow: isSelected ? `0 0 0 1px ${accent}` : undefined,
    background: isSelected ? 'var(--mantine-color-navy-0)' : isBlocked ? 'var(--mantine-color-gray-1)' : 'white',
    opacity: isBlocked ? 0.55 : 1,
    cursor: isBlocked ? 'not-allowed' : 'pointer',
  };
}

function ProductCard({ product, packageType, isSelected, isSetForPostOffices, isBlocked, onChoose }: ProductCardProps) {
  const { t } = useTranslation();
  const reason = t('c2cProducts.leadtime_premium_product_not_support');
  const card = (
    <UnstyledButton
      type="button"
      p="sm"
      pt="md"
      aria-pressed={isSelected}
      // aria-disabled rather than disabled: the card stays focusable, so the tooltip can say why.
      aria-disabled={isBlocked || undefined}
      onClick={() => {
        if (!isBlocked) onChoose(product);
      }}
      style={cardStyle(isSelected, isBlocked)}
    >
      {isSelected ? (
        <IconCircleCheckFilled
          size={20}
          color="var(--mantine-color-navy-7)"
          aria-hidden
          style={{ position: 'absolute', top: 6, right: 6 }}
        />
      ) : null}
      <ProductArt product={product} packageType={packageType} />
      <Text
        component="span"
        size="sm"
        fw={isSelected ? 700 : 500}
        c={isSelected ? 'navy.9' : 'dark.7'}
        lineClamp={3}
        style={{ overflowWrap: 'anywhere' }}
      >
        {product.product}
      </Text>
      {/* After the name, so the card is heard as "General goods, post office to post office only…". */}
      {isSetForPostOffices ? <SetForPostOfficesMark /> : null}
      {isBlocked ? <VisuallyHidden>{reason}</VisuallyHidden> : null}
    </UnstyledButton>
  );
  if (!isBlocked) return card;
  return (
    <Tooltip label={reason} multiline maw={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      {card}
    </Tooltip>
  );
}

/** The mark on special goods, seen as an icon (in the card's corner, or after a search result's name) and heard in words. */
function SetForPostOfficesMark({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const place = inline
    ? { marginInlineStart: 6, verticalAlign: 'text-bottom' }
    : { position: 'absolute' as const, top: 6, left: 6 };
  return (
    <>
      <IconBuildingStore
        size={inline ? 16 : 18}
        color="var(--mantine-color-orange-9)"
        aria-hidden
        data-testid="set-for-post-offices"
        style={place}
      />
      <VisuallyHidden component="span">{` ${t('c2cProducts.setForPostOfficesMark')}`}</VisuallyHidden>
    </>
  );
}

/** What the mark on special goods means: the handover, weight and size they are set to. */
function SetForPostOfficesLegend() {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="set-for-post-offices-legend">
      <IconBuildingStore size={16} color="var(--mantine-color-orange-9)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="dark.6">
        {t('c2cProducts.setForPostOfficesLegend', { ...SPECIAL_COMMODITY_SIZE })}
      </Text>
    </Group>
  );
}

/** Three columns on phones (3 lines of 9), else 8 when the section is wide enough, 4 when not. */
function gridCols(isNarrow: boolean) {
  return isNarrow ? 3 : { base: 4, '720px': 8 };
}

function ProductGridSkeleton({ isNarrow, count }: { isNarrow: boolean; count: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
      <SimpleGrid type="container" cols={gridCols(isNarrow)} spacing="sm">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={CARD_MIN_HEIGHT} radius="md" />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * Product classification (spec 1 section 2): the Parcel/Document switch, a search, and the page of product
 * cards. Presentational: the page owns the package type, the list and the selection, and resets what a new
 * package type clears (spec 4).
 */
export function ProductClassification(props: ProductClassificationProps) {
  const { t } = useTranslation();
  const { packageType, products, selectedProductId, isPremium, isSetForPostOffices, isLoading, error, onRetry } = props;
  // A browser-only app: read the width on the first render rather than after it, so the page size does not jump.
  const isNarrow = useMediaQuery(NARROW_PRODUCT_QUERY, undefined, { getInitialValueInEffect: false });
  const pageSize = productPageSize(isNarrow);
  const { page, totalPages, setPage } = useProductPage(products, pageSize, selectedProductId);
  const { choose, refusal, dismissRefusal } = useProductChooser(props);
  const hasList = !isLoading && !error && products.length > 0;

  const body = () => {
    if (isLoading) return <ProductGridSkeleton isNarrow={isNarrow} count={pageSize} />;
    if (error) {
      return (
        <ErrorState
          title={t('c2cProducts.loadFailed')}
          message={error}
          retryLabel={t('common.retry')}
          onRetry={onRetry}
        />
      );
    }
    if (!hasList) {
      return (
        <EmptyState icon={IconPackageOff} title={t('c2cProducts.emptyTitle')} message={t('c2cProducts.emptyBody')} />
      );
    }
    const shown = pageItems(products, page, pageSize);
    return (
      <Stack gap="md">
        <SimpleGrid
          type="container"
          cols={gridCols(isNarrow)}
          spacing="sm"
          role="group"
          aria-label={t('c2cProducts.gridLabel')}
        >
          {shown.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              packageType={packageType}
              isSelected={product.id === selectedProductId}
              isSetForPostOffices={isSetForPostOffices(product)}
              isBlocked={productChoice(product, { isPremium }) === 'notPremium'}
              onChoose={choose}
            />
          ))}
        </SimpleGrid>
        {shown.some(isSetForPostOffices) ? <SetForPostOfficesLegend /> : null}
        <ListPagination page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <PackageTypeSwitch {...props} />
        {hasList ? (
          <ProductSearch
            products={products}
            isPremium={isPremium}
            isSetForPostOffices={isSetForPostOffices}
            onChoose={choose}
          />
        ) : null}
      </Group>
      {body()}
      {refusal ? (
        <Alert
          key={refusal.count}
          role="alert"
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('c2cProducts.dismiss')}
          onClose={dismissRefusal}
        >
          {t('c2cProducts.productDisabled', { name: refusal.name })}
        </Alert>
      ) : null}
    </Stack>
  );
}
