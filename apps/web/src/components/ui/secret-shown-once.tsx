import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { CopyCodeButton } from './copy-code-button.tsx';

/**
 * A secret the server answers once (an API key, a webhook signing secret): shown whole, with a copy
 * button and a button that puts it away for good.
 */
export function SecretShownOnce(props: {
  title: string;
  body: string;
  secret: string;
  copyLabel: string;
  doneLabel: string;
  onDone: () => void;
  testId: string;
}) {
  return (
    <Alert color="teal" variant="light" icon={<IconKey size={20} aria-hidden />} title={props.title}>
      <Stack gap="sm">
        <Text size="sm">{props.body}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            data-testid={props.testId}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'normal', flex: 1, minWidth: 0, fontSize: 13 }}
          >
            {props.secret}
          </Code>
          <CopyCodeButton code={props.secret} label={props.copyLabel} variant="light" />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {props.doneLabel}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
