import { profileSchema, profileUpdateSchema } from '@skyparcel/domain/account-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { readProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';

export async function accountRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['account']);

  calls.get(
    '/v1/user/profile',
    {
      description: 'The account: the person (type P) or the company (type B); birth is YYYY/MM/DD.',
      answer: profileSchema,
    },
    readProfile,
  );

  calls.put(
    '/v1/user/profile',
    {
      description:
        'Personal accounts send the personal form (name required), business accounts the business form ' +
        '(company_name, tax_number, company_phone, company_representative and email required); the other ' +
        "form's fields are not saved. An empty or null optional field is cleared. Answers the saved profile; " +
        'the phone, customer code, type and wallet never change here.',
      body: profileUpdateSchema,
      answer: profileSchema,
    },
    updateProfile,
  );
}
