import { Chip, Group, Stack, Text } from '@mantine/core';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';

/** The receiving slot the customer picked, Vietnam time (spec 1 section 3: dateTimeSlot, timeSlotFrom, timeSlotTo). */
export type TimeSlotChoice = { date: string; start: string; end: string };

type TimeSlotPickerProps = {
  method: DeliveryMethod;
  value: TimeSlotChoice | null;
  onChange: (slot: TimeSlotChoice) => void;
  error?: string;
};

const slotKey = (slot: TimeSlotChoice) => `${slot.date}|${slot.start}|${slot.end}`;

/** Super: when the receiver gets the documents, each slot with its super fee (spec 1 section 3). */
export function TimeSlotPicker({ method, value, onChange, error }: TimeSlotPickerProps) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const time = useTimeFormat();
  const days = method.items.receivedTimeSlots;
  if (days.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('c2cOrder.noTimeSlots')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="group" aria-labelledby="time-slot-label">
      <Text id="time-slot-label" size="sm" fw={600}>
        {t('c2cOrder.timeSlotLabel')}
      </Text>
      {days.map((day) => (
        <Stack key={day.date} gap={6}>
          <Text size="xs" c="dimmed" fw={600}>
            {time.day(day.date)}
          </Text>
          <Chip.Group
            value={value ? slotKey(value) : ''}
            onChange={(key) => {
              const [date, start, end] = String(key).split('|');
              onChange({ date, start, end });
            }}
          >
            <Group gap="xs">
              {day.slots.map((slot) => (
                <Chip key={slot.start} value={slotKey({ date: day.date, ...slot })} size="sm" radius="sm">
                  {`${time.clock(slot.start)}–${time.clock(slot.end)}`}
                  {slot.superFee > 0 ? ` · +${formatMoney(slot.superFee, method.currency)}` : ''}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      ))}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
