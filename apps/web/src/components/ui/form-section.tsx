import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type FormSectionProps = {
  title: string;
  children: ReactNode;
  /** Less padding, for a narrow side column. */
  isCompact?: boolean;
};

/** A titled card that groups related fields; the title names the section for screen readers. */
export function FormSection({ title, children, isCompact = false }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      p={isCompact ? { base: 'md', sm: 'lg' } : { base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap={isCompact ? 'sm' : 'md'}>
        <Title order={2} size="h4" c="navy.9" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
