import { Box, Flex } from '@mantine/core';
import { Outlet } from 'react-router';
import { AccountSidebar } from './account-sidebar.tsx';

/** Account pages get the sidebar beside them on wide screens (spec 2 section 2). */
export function AccountLayout() {
  return (
    <Flex gap="xl" align="flex-start">
      <Box visibleFrom="md">
        <AccountSidebar />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
