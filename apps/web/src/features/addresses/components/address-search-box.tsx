import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/ui/search-box.tsx';

/** The address book's search field, as the book and the order's address picker show it. */
export function AddressSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchBox
      label={t('addresses.list.searchLabel')}
      placeholder={t('addresses.list.searchPlaceholder')}
      clearLabel={t('common.clear')}
      value={value}
      onChange={onChange}
    />
  );
}
