// @module-tag database-free
import { LANGUAGES } from '@skyparcel/domain/locale';
import { MESSAGES } from '@skyparcel/domain/messages';
import { camelCase } from 'es-toolkit/string';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';

/*
 * Every REST call declares its contract: the OpenAPI document at /api/docs/json must describe
 * the request (a body with named fields, never a free-form object) and the answers (success and
 * failure) of every operation. GraphQL describes itself.
 */
type JsonSchema = { type?: string; properties?: Record<string, unknown>; anyOf?: JsonSchema[]; items?: JsonSchema };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** Calls that take no body at all, by design. */
const TAKES_NO_BODY = [
  'POST /api/v1/auth/logout',
  'POST /api/v1/webhooks/endpoints/{id}/rotate-secret',
  'POST /api/v1/webhooks/endpoints/{id}/test',
  'POST /api/v1/webhooks/endpoints/{id}/deliveries/{deliveryId}/redeliver',
  'POST /api/ops/v1/vouchers/{code}/end',
];
/** File uploads (multipart/form-data): their one field, `file`, is described in words. */
const UPLOADS = ['POST /api/v1/order/upload-goods-image', 'POST /api/v1/orders/import/preview'];

const t = testApp();
let operations: { name: string; method: string; operation: Operation }[];
beforeAll(async () => {
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/graphql') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method,
        operation,
      })),
    );
});

const schemaOf = (part?: { content?: Record<string, { schema?: JsonSchema }> }) =>
  part?.content?.['application/json']?.schema ?? Object.values(part?.content ?? {})[0]?.schema;

/** An object schema that names no field accepts anything: that is no contract. */
function isFreeForm(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  if (schema.anyOf) return schema.anyOf.every(isFreeForm);
  return schema.type === 'object' && Object.keys(schema.properties ?? {}).length === 0;
}

/**
 * Calls a gateway makes, in the gateway's own protocol rather than our envelope: VNPay reads
 * {RspCode, Message}; PortOne's notice is read leniently (portoneWebhookSchema in the handler) and
 * only its HTTP status matters to PortOne.
 */
const GATEWAY_PROTOCOL = ['GET /api/v1/payment/vnpay/ipn', 'POST /api/v1/payment/portone/webhook'];
/**
 * Answers that are not JSON, described in words (their failures are the envelope): server-sent
 * events, waybill PDFs, the order list's and the import's spreadsheets and receipt images.
 */
const NOT_JSON = [
  'GET /api/v1/order/{id}/stream',
  'GET /api/v1/order/{id}/waybill',
  'GET /api/v1/orders/export',
  'GET /api/v1/orders/import/template',
  'POST /api/v1/orders/import/result',
  'POST /api/v1/orders/waybills',
  'GET /api/v1/order/goods-image/{id}',
  'GET /api/ops/v1/flights/{id}/manifest.pdf',
];

describe('the OpenAPI document', () => {
  it('lists the REST calls', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('describes a success answer with named fields and the failure envelope for every call', () => {
    const missing = operations.filter(({ name, operation }) => {
      if (GATEWAY_PROTOCOL.includes(name)) return false;
      const responses = operation.responses ?? {};
      const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
      if (NOT_JSON.includes(name)) return false;
      return isFreeForm(schemaOf(success)) || !schemaOf(responses.default)?.properties?.code;
    });
    expect(missing.map(({ name }) => name)).toEqual([]);
  });

  it('describes the body of every call that takes one, field by field', () => {
    const freeForm = operations.filter(
      ({ name, method, operation }) =>
        ['post', 'put', 'patch'].includes(method) &&
        !TAKES_NO_BODY.includes(name) &&
        !UPLOADS.includes(name) &&
        !GATEWAY_PROTOCOL.includes(name) &&
        isFreeForm(schemaOf(operation.requestBody)),
    );
    expect(freeForm.map(({ name }) => name)).toEqual([]);
  });

  it('names every request field in Vietnamese, English and Korean, so a field error never shows a code name', () => {
    const names = new Set<string>();
    for (const { operation } of operations) {
      for (const parameter of operation.parameters ?? []) if (parameter.in !== 'header') names.add(parameter.name);
      collectFields(schemaOf(operation.requestBody), names);
    }
    const unnamed = [...names]
      .map((name) => camelCase(name))
      .flatMap((field) =>
        LANGUAGES.filter((language) => !(field in MESSAGES[language].fields)).map((language) => `${language}:${field}`),
      );
    expect([...new Set(unnamed)].sort()).toEqual([]);
  });

  it('names request headers as the wire does', () => {
    const createOrder = operations.find(({ name }) => name === 'POST /api/v1/order');
    const headers = (createOrder?.operation.parameters ?? []).filter((parameter) => parameter.in === 'header');
    expect(headers.map((parameter) => parameter.name.toLowerCase())).toEqual(['idempotency-key']);
  });
});

/** Every property name of a request schema, nested objects and array items included. */
function collectFields(schema: JsonSchema | undefined, names: Set<string>): void {
  if (!schema) return;
  for (const branch of schema.anyOf ?? []) collectFields(branch, names);
  if (schema.items) collectFields(schema.items, names);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    names.add(name);
    collectFields(child as JsonSchema, names);
  }
}
