import { createOpenApiDocument } from './document';

type Response = { content?: Record<string, { schema: unknown }> };
const document = createOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
};

/** Spec §7, "The calls it makes", as method and path. */
const SPEC_CALLS = [
  'GET /api/me',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/unfurl',
  'GET /api/conversations',
  'POST /api/conversations',
  'GET /api/conversations/{id}/messages',
  'POST /api/conversations/{id}/messages',
  'POST /api/conversations/{id}/mark-read',
  'GET /api/my-credits',
  'GET /api/my-bookings',
  'GET /api/admin/analytics',
  'GET /api/admin/bookings',
  'GET /api/admin/students',
  'GET /api/status',
];

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })),
);

describe('the OpenAPI document', () => {
  it("documents every call of the spec's call table", () => {
    const documented = operations.map(({ call }) => call);
    expect(SPEC_CALLS.filter((call) => !documented.includes(call))).toEqual([]);
  });

  it('describes every error answer in the one JSON error shape, and 400, 500, 502 and 503 on every call', () => {
    for (const { call, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect({ call, always: ['400', '500', '502', '503'].every((status) => statuses.includes(status)) }).toEqual({
        call,
        always: true,
      });
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        expect({ call, status, schema: operation.responses[status]!.content?.['application/json']?.schema }).toEqual({
          call,
          status,
          schema: { $ref: '#/components/schemas/Error' },
        });
      }
    }
  });
});
