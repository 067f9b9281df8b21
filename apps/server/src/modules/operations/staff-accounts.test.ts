import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { signedInStaff } from '../../test/operations-flows.ts';
import { selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

/*
 * Staff accounts (issue 39): an admin adds a colleague who then signs in with the code given, and
 * changes a colleague's role, in force at their next call; never one's own.
 */
const t = testApp();
const staff = signedInStaff(t);

type Member = { id: string; code: string; name: string; role: string };
let codes = 0;
/** A sign-in code no account has yet: letters, then digits unique to this run. */
const aCode = () => `QA${String(Date.now() % 10_000).padStart(4, '0')}${++codes}`;
const create = (payload: Record<string, unknown>, token = staff.admin, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/ops/v1/staff', token, payload, lang });
const setRole = (id: string, role: string, token = staff.admin, lang = 'en') =>
  t.request({ method: 'PUT', url: `/api/ops/v1/staff/${id}/role`, token, payload: { role }, lang });
const staffList = async () =>
  (await t.request({ method: 'GET', url: '/api/ops/v1/staff', token: staff.admin })).json().data as Member[];
const auditOf = (action: string) =>
  selectRows<{ request: Record<string, unknown> }>(
    t,
    sql`select request from operations_audit where action = ${action} order by id desc limit 1`,
  );
const hubDesk = (token: string) => t.request({ method: 'GET', url: '/api/ops/v1/overview', token });
const tariffChange = (token: string) => t.request({ method: 'PUT', url: '/api/ops/v1/tariffs', token, payload: {} });

describe('staff accounts (GET, POST /ops/v1/staff and PUT /ops/v1/staff/{id}/role)', () => {
  it('adds a hub clerk who signs in with the code, reaches the desk and not the settings; audited without the password', async () => {
    const code = aCode();
    const response = await create({
      sign_in_code: code.toLowerCase(),
      name: 'Ngô Văn Kho',
      role: 'hub',
      password: 'Kho12345',
    });
    expect(response.statusCode, response.body).toBe(201);
    const member = (response.json().data as Member[]).find((each) => each.code === code);
    expect(member).toMatchObject({ name: 'Ngô Văn Kho', role: 'hub' });

    const token = await t.login(code, 'Kho12345');
    expect((await hubDesk(token)).statusCode).toBe(200);
    expect((await tariffChange(token)).json().code).toBe('ADMIN_ONLY');
    const [audited] = await auditOf('create_staff');
    expect(audited.request).toEqual({ signInCode: code, name: 'Ngô Văn Kho', role: 'hub' });
  });

  it('makes a clerk an admin and back, in force at the next call, and audits each change', async () => {
    const code = aCode();
    const created = await create({ sign_in_code: code, name: 'Lý Thị Ca', role: 'hub', password: 'Ca123456' });
    const member = (created.json().data as Member[]).find((each) => each.code === code) as Member;
    const token = await t.login(code, 'Ca123456');

    const promoted = await setRole(member.id, 'admin');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((promoted.json().data as Member[]).find((each) => each.id === member.id)?.role).toBe('admin');
    // An admin's call now: the body is checked, so an empty one is 400 rather than 403.
    await expect.poll(async () => (await tariffChange(token)).statusCode).toBe(400);
    expect((await auditOf('change_staff_role'))[0].request).toEqual({ id: member.id, role: 'admin' });

    expect((await setRole(member.id, 'hub')).statusCode).toBe(200);
    await expect.poll(async () => (await tariffChange(token)).json().code).toBe('ADMIN_ONLY');
  });

  it('refuses a code taken, a bad code, a weak password, one’s own role, a customer’s id and a clerk, in the reader’s language; nothing changes', async () => {
    const before = await staffList();
    const taken = await create(
      { sign_in_code: 'HUB0001', name: 'Trùng Mã', role: 'hub', password: 'Trung1234' },
      staff.admin,
      'vi',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'STAFF_CODE_TAKEN',
      message: 'Mã này đã được một tài khoản khác dùng để đăng nhập. Hãy chọn mã khác.',
    });

    const invalid = await create(
      { sign_in_code: 'hub-1', name: '', role: 'boss', password: 'short' },
      staff.admin,
      'ko',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.fields).toEqual([
      {
        field: 'sign_in_code',
        code: 'validation_staff_code',
        message: '로그인 코드는 영문 2–6자 뒤에 숫자 2–6자리입니다(예: HUB0002)',
      },
      expect.objectContaining({ field: 'name', code: 'validation_required' }),
      expect.objectContaining({ field: 'role', code: 'validation_required' }),
      expect.objectContaining({ field: 'password', code: 'validation_password_length' }),
    ]);

    const self = before.find((each) => each.code === 'OPS0001') as Member;
    const own = await setRole(self.id, 'hub', staff.admin, 'vi');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: 'STAFF_OWN_ROLE',
      message: 'Bạn không thể tự đổi vai trò của mình; hãy nhờ một quản trị viên khác.',
    });
    const customer = await aCustomer(t);
    expect((await setRole(customer.id, 'admin')).json().code).toBe('STAFF_NOT_FOUND');

    const hub = before.find((each) => each.code === 'HUB0001') as Member;
    const byClerk = await setRole(hub.id, 'admin', staff.clerk);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe('ADMIN_ONLY');
    expect(
      (await create({ sign_in_code: aCode(), name: 'A B', role: 'hub', password: 'Abc12345' }, staff.clerk)).statusCode,
    ).toBe(403);
    expect(await staffList()).toEqual(before);
  });
});
