import { Button, Group, PasswordInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffMember } from '@skyparcel/domain/audit-contracts';
import { createStaffRequestSchema } from '@skyparcel/domain/staff-account-contracts';
import { STAFF_ROLES, type StaffRole } from '@skyparcel/domain/staff-roles';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { camelCase } from 'es-toolkit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { ApiError } from '../../../lib/api-client-error.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useCreateStaff, useSetStaffRole, useStaffMembers } from '../api/staff-api.ts';

/**
 * The staff accounts, for admins: each colleague's code, name and role, changed in place (one's own
 * by another admin), and a new colleague added in a dialog.
 */
export function StaffAccounts({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const staff = useStaffMembers();
  const [isAdding, setAdding] = useState(false);
  return (
    <FormSection title={t('opsStaff.accounts')} description={t('opsStaff.accountsHint')}>
      <Group justify="flex-end">
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          {t('opsStaff.add')}
        </Button>
      </Group>
      {staff.isPending ? <LoadingState label={t('opsStaff.loading')} py="lg" /> : null}
      {staff.isError ? <QueryErrorState title={t('opsStaff.loadFailed')} query={staff} /> : null}
      {staff.data?.length === 0 ? <EmptyState icon={IconUsers} title={t('opsStaff.none')} /> : null}
      {staff.data && staff.data.length > 0 ? <StaffTable staff={staff.data} selfId={selfId} /> : null}
      {isAdding ? <AddStaffDialog onClose={() => setAdding(false)} /> : null}
    </FormSection>
  );
}

function StaffTable({ staff, selfId }: { staff: StaffMember[]; selfId: string }) {
  const { t } = useTranslation();
  const setRole = useSetStaffRole();
  const roles = STAFF_ROLES.map((role) => ({ value: role, label: t(`opsStaff.roles.${role}`) }));
  const change = (member: StaffMember, role: StaffRole) =>
    setRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('opsStaff.roleChanged', { name: member.name, role: t(`opsStaff.roles.${role}`) }),
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t('opsStaff.roleFailed'), message: error.message }),
      },
    );
  return (
    <ScrollTable label={t('opsStaff.accounts')} minWidth={300}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            {/* On a phone the code sits under the name: three columns do not fit beside a role to choose. */}
            <Table.Th visibleFrom="sm">{t('opsStaff.columns.code')}</Table.Th>
            <Table.Th>{t('opsStaff.columns.name')}</Table.Th>
            <Table.Th>{t('opsStaff.columns.role')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td ff="monospace" visibleFrom="sm">
                {member.code}
              </Table.Td>
              <Table.Td>
                {member.name}
                <Text hiddenFrom="sm" size="xs" ff="monospace" c="dark.4">
                  {member.code}
                </Text>
              </Table.Td>
              <Table.Td>
                {member.id === selfId ? (
                  <Stack gap={0}>
                    <Text size="sm">{t(`opsStaff.roles.${member.role}`)}</Text>
                    <Text size="xs" c="dark.4">
                      {t('opsStaff.ownRole')}
                    </Text>
                  </Stack>
                ) : (
                  <Select
                    aria-label={t('opsStaff.roleOf', { name: member.name })}
                    data={roles}
                    value={member.role}
                    onChange={(role) => role && role !== member.role && change(member, role as StaffRole)}
                    allowDeselect={false}
                    disabled={setRole.isPending}
                    w={{ base: 160, sm: 200 }}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

type Draft = { signInCode: string; name: string; role: StaffRole | ''; password: string };
type DraftField = keyof Draft;
const EMPTY: Draft = { signInCode: '', name: '', role: 'hub', password: '' };

/**
 * A new colleague: checked by the domain's schema here and again by the server, which says when the
 * code is taken. What was typed stays when a call fails.
 */
function AddStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const createStaff = useCreateStaff();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const show = (errors: { field: string; code: string }[]) =>
    setProblems(
      Object.fromEntries(
        errors.map((error) => {
          const field = camelCase(error.field) as DraftField;
          return [field, fieldErrorText(t, field, error.code)];
        }),
      ),
    );
  const change = (field: DraftField) => (value: string | null) => {
    setDraft((current) => ({ ...current, [field]: value ?? '' }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createStaffRequestSchema.safeParse(draft);
    if (!parsed.success) {
      show(parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), code: issue.message })));
      return;
    }
    createStaff.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('opsStaff.added', { code: parsed.data.signInCode }) });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'STAFF_CODE_TAKEN') setProblems({ signInCode: error.message });
        else if (error instanceof ApiError && error.fieldErrors.length > 0) show(error.fieldErrors);
        else notifications.show({ color: 'red', title: t('opsStaff.addFailed'), message: error.message });
      },
    });
  };
  const text = (field: 'signInCode' | 'name') => ({
    label: t(`opsStaff.form.${field}`),
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field)(event.currentTarget.value),
    error: problems[field],
    required: true,
  });
  return (
    <FormDialog title={t('opsStaff.form.title')} onClose={onClose} onSubmit={submit}>
      <TextInput
        {...text('signInCode')}
        description={t('opsStaff.form.codeHint')}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextInput {...text('name')} autoComplete="off" />
      <Select
        label={t('opsStaff.form.role')}
        data={STAFF_ROLES.map((role) => ({ value: role, label: t(`opsStaff.roles.${role}`) }))}
        value={draft.role}
        onChange={change('role')}
        allowDeselect={false}
        error={problems.role}
      />
      <PasswordInput
        label={t('opsStaff.form.password')}
        description={t('opsStaff.form.passwordHint')}
        value={draft.password}
        onChange={(event) => change('password')(event.currentTarget.value)}
        error={problems.password}
        autoComplete="new-password"
        required
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('opsStaff.form.cancel')}
        </Button>
        <Button type="submit" loading={createStaff.isPending}>
          {t('opsStaff.form.submit')}
        </Button>
      </Group>
    </FormDialog>
  );
}
