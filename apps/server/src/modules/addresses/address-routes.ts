import {
  addressFormSchema,
  addressIdParamsSchema,
  addressSchema,
  listAddressesQuerySchema,
  listAddressesRequestSchema,
  pickupProvinceSchema,
} from '@skyparcel/domain/address-contracts';
import { pagedMetaSchema } from '@skyparcel/domain/api-envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { readAddress, removeAddress } from './get-address.ts';
import { getPickupProvinces } from './get-pickup-provinces.ts';
import { listAddresses } from './list-addresses.ts';
import { createAddress, updateAddressById } from './save-address.ts';

export async function addressRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['addresses']);

  calls.post(
    '/v2/address',
    {
      apiKeyScope: 'orders:read',
      description:
        'The address book, defaults first (sort default_sender desc, default_receiver desc, created_at desc).',
      query: listAddressesQuerySchema,
      body: listAddressesRequestSchema,
      answer: z.array(addressSchema),
      meta: pagedMetaSchema,
    },
    async (call) => {
      const { data, pagination } = await listAddresses(call);
      return { data, meta: { pagination } };
    },
  );

  calls.post(
    '/v1/address',
    {
      apiKeyScope: 'orders:write',
      description:
        'Saves an address (spec 2 section 5). SENDER or RECEIVER becomes the default of its type unless ' +
        'is_default is false; NORMAL is stored as a non-default SENDER.',
      body: addressFormSchema,
      answer: addressSchema,
      status: 201,
    },
    createAddress,
  );

  calls.get(
    '/v1/address/configpicklatlon',
    { description: 'Provinces from which sending is offered.', answer: z.array(pickupProvinceSchema) },
    getPickupProvinces,
  );

  calls.get(
    '/v1/address/:id',
    {
      description: "One of the customer's addresses; any other id is 404.",
      params: addressIdParamsSchema,
      answer: addressSchema,
    },
    readAddress,
  );

  calls.post(
    '/v1/address/:id',
    {
      description: 'Updates the address in place with the same form as creation; the address as read is accepted.',
      params: addressIdParamsSchema,
      body: addressFormSchema,
      answer: addressSchema,
    },
    ({ input: { id, ...form }, ...call }) => updateAddressById({ ...call, input: { id, form } }),
  );

  calls.delete(
    '/v1/address/:id',
    { description: "Deletes one of the customer's addresses.", params: addressIdParamsSchema, answer: z.null() },
    removeAddress,
  );
}
