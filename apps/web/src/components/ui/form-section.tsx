import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type FormSectionProps = {
  title: string;
  children: ReactNode;
  /** Less padding, for a narrow side column. */
  isCompact?: boolean;
  /** A line under the title saying what the section does. */
  description?: string;
  /** The title's heading level: 2 on a page of sections, 3 under a page's own h2. */
  level?: 2 | 3;
};

/** A titled card that groups related fields; the title names the section for screen readers. */
export function FormSection({ title, children, isCompact = false, description, level = 2 }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      p={isCompact ? { base: 'md', sm: 'lg' } : { base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap={isCompact ? 'sm' : 'md'}>
        <div>
          <Title order={level} size="h4" c="navy.9" id={titleId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dark.4" mt={2}>
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
