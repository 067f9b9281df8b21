import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';

const t = testApp();

const graphql = (query: string, lang?: string) =>
  t.request({ method: 'POST', url: '/api/graphql', payload: { query }, lang });

describe('site content (GraphQL, no sign-in)', () => {
  it('answers the shipping-time settings and the hotline of each language', async () => {
    const response = await graphql('{ settings { interval nDay toApollo hotlines { lang phone } } }');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.settings).toEqual({
      interval: 120,
      nDay: 1,
      toApollo: true,
      hotlines: [
        { lang: 'vi', phone: '1900272727' },
        { lang: 'en', phone: '1900272727' },
        { lang: 'ko', phone: '1533 1119' },
      ],
    });
  });

  it('answers blogs with their setting keys, camelCase as the spec names them', async () => {
    const response = await graphql('{ blogs { settingKey value } }');
    expect(response.json().data.blogs).toEqual([
      { settingKey: 'interval', value: '120' },
      { settingKey: 'nDay', value: '1' },
    ]);
  });

  it('answers texts in the language asked, by argument or by Accept-Language', async () => {
    const byHeader = await graphql(
      '{ packageTypes { code name } staticPages(slug: "shipping-terms") { title } }',
      'ko',
    );
    expect(byHeader.json().data).toEqual({
      packageTypes: [
        { code: 'PARCEL', name: '소포' },
        { code: 'DOCUMENT', name: '서류' },
      ],
      staticPages: [{ title: '배송 약관' }],
    });
    const byArgument = await graphql(
      '{ staticPages(lang: "vi", slug: "privacy") { title lang } images { key alt } }',
      'ko',
    );
    expect(byArgument.json().data.staticPages).toEqual([{ title: 'Quyền riêng tư', lang: 'vi' }]);
    expect(byArgument.json().data.images).toEqual([{ key: 'logo', alt: 'SkyParcel 로고' }]);
  });

  it('treats kr as Korean', async () => {
    const response = await graphql('{ packageTypes(lang: "kr") { name } }');
    expect(response.json().data.packageTypes[0].name).toBe('소포');
  });

  it('answers a query in the query string (GET) and a document sent as application/graphql', async () => {
    const byGet = await t.request({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('query Pages { packageTypes { code } }')}`,
    });
    expect(byGet.statusCode).toBe(200);
    expect(byGet.headers['content-type']).toMatch(/^application\/json/);
    expect(byGet.json().data.packageTypes.length).toBeGreaterThan(0);
    const asText = await t.request({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/graphql' },
      payload: '{ packageTypes(lang: "vi") { code name } }',
      lang: 'ko',
    });
    expect(asText.statusCode).toBe(200);
    expect(asText.json().data.packageTypes).toEqual(byGet.json().data.packageTypes.map(() => expect.any(Object)));
  });

  it('reports a bad query as a GraphQL error', async () => {
    const response = await graphql('{ settings { nope } }');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/nope/);
  });
});

describe('limits of the anonymous GraphQL endpoint', () => {
  const aliases = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `page${i}: staticPages { slug }`).join(' ')} }`;

  it('refuses a document with thousands of aliases before running it, and answers an ordinary one', async () => {
    const huge = await t.request({ method: 'POST', url: '/api/graphql', payload: { query: aliases(1_000) } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().data).toBeNull();
    expect(huge.json().errors[0].message).toMatch(/at most 60 fields/);
    expect((await graphql(aliases(20))).statusCode).toBe(200);
  });

  it('refuses nesting deeper than the schema needs', async () => {
    const deep = await graphql(
      '{ settings { hotlines { lang } } } query Q { ... on Query { ... on Query { ... on Query { settings { hotlines { lang } } } } } }',
    );
    expect(deep.statusCode).toBe(400);
  });

  it('answers 400 in GraphQL’s error format to a document that is not a string', async () => {
    for (const payload of [{ query: 5 }, { query: { kind: 'Document' } }, {}]) {
      const response = await t.request({ method: 'POST', url: '/api/graphql', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ data: null, errors: [{ message: expect.stringContaining('query') }] });
    }
  });

  it('refuses a body over 32 KiB', async () => {
    const response = await graphql(`{ settings { interval } } # ${'x'.repeat(40 * 1024)}`);
    expect(response.statusCode).toBe(413);
  });

  it('limits the calls per address', async () => {
    const from = { remoteAddress: '203.0.113.77' };
    const statuses = [];
    for (let call = 0; call < 125; call++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/graphql',
        payload: { query: '{ blogs { settingKey } }' },
        ...from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('site configuration for the web app', () => {
  it('answers the map tiles, defaults and payment origins without sign-in', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      map: {
        default_zoom: 16,
        default_center: { lat: 10.7769, lng: 106.7009 },
        accuracy_radius_meters: 200,
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
      geocoding_provider: 'offline',
      // VNPay's hosts, PortOne's script host, and this server's own where the payment sandbox runs (tests run outside production).
      payment_origins: [
        'https://sandbox.vnpayment.vn',
        'https://pay.vnpay.vn',
        'https://cdn.iamport.kr',
        expect.stringMatching(/^http:\/\//),
      ],
    });
  });
});
