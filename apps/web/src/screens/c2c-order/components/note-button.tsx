import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NOTE_MAX_LENGTH } from '@skyparcel/domain/order-rules';
import { IconNote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The note button and its popup (spec 1 section 2); the text keeps at most 200 characters. */
export function NoteButton({ note, onSave }: { note: string; onSave: (note: string) => void }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [text, setText] = useState(note);
  const openWithCurrent = () => {
    setText(note);
    open();
  };
  return (
    <>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* The button keeps its label; the note beside it takes the room left and wraps (two lines at most). */}
        <Button
          variant="default"
          leftSection={<IconNote size={18} aria-hidden />}
          onClick={openWithCurrent}
          style={{ flexShrink: 0 }}
        >
          {t(note ? 'c2cOrder.editNote' : 'c2cOrder.addNote')}
        </Button>
        {note ? (
          <Text
            size="sm"
            c="dark.4"
            lineClamp={2}
            data-testid="order-note"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {note}
          </Text>
        ) : null}
      </Group>
      <Modal opened={opened} onClose={close} title={t('c2cOrder.noteTitle')} centered>
        <Stack>
          <Textarea
            label={t('c2cOrder.noteLabel')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value.slice(0, NOTE_MAX_LENGTH))}
            maxLength={NOTE_MAX_LENGTH}
            autosize
            minRows={4}
            description={t('c2cOrder.noteCounter', { count: text.length, max: NOTE_MAX_LENGTH })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('c2cOrder.cancel')}
            </Button>
            <Button
              onClick={() => {
                onSave(text.trim());
                close();
              }}
            >
              {t('c2cOrder.saveNote')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
