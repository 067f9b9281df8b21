import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** An order's code that opens it at the hub desk, where a clerk acts on it. */
export function DeskOrderLink({ code, label }: { code: string; label?: string }) {
  return (
    <Anchor component={Link} to={paths.ops.desk.getHref(code)} size="sm" fw={600} aria-label={label}>
      {code}
    </Anchor>
  );
}
