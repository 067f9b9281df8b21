import { Button, Group, TextInput } from '@mantine/core';
import { parseTrackingCodes, TRACKING_CODES_MAX } from '@skyparcel/domain/tracking-codes';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Why typed codes cannot be tracked, or null: none typed, one that is not a code, or too many. */
function problemOf(text: string, t: (key: string, values?: Record<string, unknown>) => string): string | null {
  const { codes, invalid, isTooMany } = parseTrackingCodes(text);
  if (invalid.length > 0) return t('publicTracking.invalidCodes', { codes: invalid.join(', ') });
  if (codes.length === 0) return t('publicTracking.invalidCode');
  return isTooMany ? t('publicTracking.tooMany', { max: TRACKING_CODES_MAX }) : null;
}

/**
 * The tracking box (issue 34): one or several order codes, separated by spaces or commas, opened on
 * the tracking page. It is on the sign-in page, where a visitor lands, and on the tracking page.
 */
export function TrackingBox({ initial = '', showsInvalid = false }: { initial?: string; showsInvalid?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  // A code in the address that cannot be an order code says so at once, rather than leaving the result blank.
  const [problem, setProblem] = useState(() => (showsInvalid ? problemOf(initial, t) : null));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = problemOf(typed, t);
    setProblem(found);
    if (!found) void navigate(paths.tracking.getHref(parseTrackingCodes(typed).codes.join(',')));
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={t('publicTracking.codeLabel')}
          description={t('publicTracking.codesHint', { max: TRACKING_CODES_MAX })}
          placeholder="SP261124000001"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={problem}
          autoComplete="off"
          style={{ flex: 1 }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>
          {t('publicTracking.submit')}
        </Button>
      </Group>
    </form>
  );
}
