import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@mobiverte/contracts';
import { createRandom } from '../demo/random.ts';
import { setUpTenancyApp } from '../test/tenancy-app.ts';
import { bearer } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-database.ts';

/**
 * Bad input never answers 500: walks the OpenAPI description of the app and, for every route and for a city
 * admin, an organisation admin, a merchant and a participant, fires NUL bytes and other control characters,
 * impossible dates, years out of range and oversized values into each path parameter, query parameter and body
 * string, one field at a time (the other fields keep plausible values, so that the bad one reaches as deep as it
 * can). Every answer must be below 500 and, when it is an error, in the product's error shape with a known code.
 * Deterministic: the junk comes from a seeded generator. `FUZZ_REPORT=<file>` writes the number of requests, the
 * time per route and the failures to that file (to see where the time goes or what broke).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const random = createRandom(20261125, 'bad-input');
const controlChars = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];
const DATE_LIKE = /date|day|from|^to$|period|expir/i;
const URL_LIKE = /url|website|link/i;
/** What goes into one string: NUL and another control character, an impossible day and an oversized value, with
 * years out of range where the name says date and a `javascript:` address where it says URL. */
const junkFor = (name: string, long: number) => [
  'a\u0000b',
  `a${random.pick(controlChars)}b`,
  '2026-02-30',
  'x'.repeat(long),
  ...(DATE_LIKE.test(name) ? ['2026-13', '9999-12-31'] : []),
  ...(URL_LIKE.test(name) ? ['javascript:alert(1)', 'data:text/html,x'] : []),
];

function pickSchema(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return pickSchema(choices.find((choice) => choice.type !== 'null') ?? choices[0]!);
  if (schema.allOf?.length) return pickSchema(schema.allOf[0]!);
  return schema;
}

/** A plausible value for a schema: what makes the other fields pass while one field carries the junk. */
function sample(raw: JsonSchema, name: string, ids: Record<string, string>): unknown {
  const schema = pickSchema(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = sample(property, key, ids);
      return value;
    }
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [sample(schema.items, name, ids)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      if (ids[name]) return ids[name];
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'someone@example.org';
      if (schema.format === 'date-time') return '2026-03-01T10:00:00Z';
      if (schema.format === 'date') return '2026-03-01';
      if (schema.format === 'uri') return 'https://example.org/';
      return 'x'.repeat(Math.max(1, Math.min(schema.minLength ?? 3, 20)));
    default:
      return 'x';
  }
}

/** Every string-valued leaf of a sample body, as a path of keys and indexes. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withValue(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = withValue(copy[head!], rest, replacement);
  return copy;
}

type Attempt = { method: string; url: string; payload?: unknown; headers?: Record<string, string>; what: string };

function attemptsFor(route: string, method: string, operation: Operation, ids: Record<string, string>): Attempt[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const headerParams = parameters.filter((parameter) => parameter.in === 'header');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const paramValue = (parameter: Parameter) => String(sample(parameter.schema ?? {}, parameter.name, ids));
  const buildUrl = (pathValues: Record<string, string>, query: Record<string, string>) => {
    let url = route;
    for (const parameter of pathParams) {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(pathValues[parameter.name] ?? paramValue(parameter)));
    }
    const search = new URLSearchParams(query).toString();
    return search ? `${url}?${search}` : url;
  };
  const requiredQuery = Object.fromEntries(
    queryParams.filter((parameter) => parameter.required).map((parameter) => [parameter.name, paramValue(parameter)]),
  );
  const headers = Object.fromEntries(headerParams.map((parameter) => [parameter.name, `fuzz-${random.int(0, 1e9)}`]));
  const body = bodySchema ? sample(bodySchema, '', ids) : undefined;
  const attempts: Attempt[] = [];
  const add = (what: string, url: string, payload = body, extraHeaders = headers) =>
    attempts.push({ method, url, payload, headers: extraHeaders, what });

  add('plain', buildUrl({}, requiredQuery));
  for (const parameter of pathParams) {
    for (const junk of junkFor(parameter.name, 3000))
      add(`path ${parameter.name}=${junk.slice(0, 20)}`, buildUrl({ [parameter.name]: junk }, requiredQuery));
  }
  for (const parameter of queryParams) {
    for (const junk of junkFor(parameter.name, 3000)) {
      add(`query ${parameter.name}=${junk.slice(0, 20)}`, buildUrl({}, { ...requiredQuery, [parameter.name]: junk }));
    }
  }
  for (const parameter of headerParams) {
    add(`header ${parameter.name}`, buildUrl({}, requiredQuery), body, {
      ...headers,
      [parameter.name]: 'x'.repeat(5000),
    });
  }
  // A URL far too long as a whole, on an unknown query parameter.
  add('long url', buildUrl({}, { ...requiredQuery, padding: 'p'.repeat(4000) }));
  if (body !== undefined) {
    for (const path of stringPaths(body)) {
      for (const junk of junkFor(String(path.at(-1)), 5000))
        add(`body ${path.join('.')}=${junk.slice(0, 20)}`, buildUrl({}, requiredQuery), withValue(body, path, junk));
    }
  }
  return attempts;
}

/** An HTML page outside the API, such as `/unsubscribe/{token}`: its answers are for people, not the error shape. */
function isPageForPeople(url: string, contentType: string | number | string[] | undefined): boolean {
  return !url.startsWith('/api') && String(contentType ?? '').startsWith('text/html');
}

describe.each(TEST_DATABASES)('no 500 for bad input on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Fuzz', ['city', 'organisation', 'tenant', 'participant']);

  it('walks every route of the OpenAPI description as each role and never answers 500', async () => {
    const document = suite.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const ids: Record<string, string> = {
      cityId: suite.world.city.id,
      organisationId: suite.world.organisation.id,
      organizationId: suite.world.organisation.id,
      tenantId: suite.world.tenant.id,
      storeId: suite.world.store.id,
      categoryId: suite.world.category.id,
      branchId: suite.world.branch.id,
      productId: suite.world.product.id,
      orderId: suite.world.order.id,
      codeId: suite.world.productCode.id,
      id: suite.world.carpoolEvent.id,
      inviteCode: suite.world.organisation.inviteCode ?? 'X',
      ownerId: suite.world.city.id,
    };
    const failures: string[] = [];
    let requests = 0;
    const timings: string[] = [];
    const roles = Object.keys(suite.tokens) as (keyof typeof suite.tokens)[];
    const send = async (role: keyof typeof suite.tokens, attempt: Attempt) => {
      requests += 1;
      const response = await suite.app.inject({
        method: attempt.method as 'GET',
        url: attempt.url,
        headers: { ...bearer(suite.tokens[role]!), ...attempt.headers },
        ...(attempt.payload !== undefined ? { payload: attempt.payload as object } : {}),
      });
      const where = `${role} ${attempt.method} ${attempt.url.slice(0, 80)} ${attempt.what}`;
      if (response.statusCode >= 500) {
        failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400 && isPageForPeople(attempt.url, response.headers['content-type'])) {
        // A page a person opens from an email (the unsubscribe link) explains a bad link in HTML.
      } else if (response.statusCode >= 400) {
        const code = (response.json() as { error?: { code?: string } }).error?.code;
        if (!ERROR_CODES.includes(code as never)) {
          failures.push(`${where} → ${response.statusCode} not in the error shape: ${response.body.slice(0, 200)}`);
        }
      }
      return response.statusCode;
    };
    const routes = Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b));
    expect(routes.length).toBeGreaterThan(50);
    for (const [route, methods] of routes) {
      for (const [method, operation] of Object.entries(methods)) {
        const started = Date.now();
        const before = requests;
        // Deleting or deactivating the world's own records would change what the next routes see.
        const destructive = method === 'delete' || /deactivate|activation/.test(route);
        const [plain, ...attempts] = attemptsFor(route, method.toUpperCase(), operation, ids).filter(
          (attempt) => attempt.what === 'plain' || !destructive || attempt.what.startsWith('path'),
        );
        // Each role first sends the plain request; the bad ones then go, in turn, to the roles the route lets in
        // (so that the junk reaches the service), or to every role in turn when none is let in.
        const allowed: typeof roles = [];
        for (const role of roles) {
          if (destructive) break;
          if (![401, 403].includes(await send(role, plain!))) allowed.push(role);
        }
        const targets = allowed.length > 0 ? allowed : roles;
        for (const [index, attempt] of attempts.entries()) {
          await send(targets[index % targets.length]!, attempt);
        }
        if (process.env.FUZZ_REPORT) timings.push(`${Date.now() - started}ms ${requests - before} ${method} ${route}`);
      }
    }
    if (process.env.FUZZ_REPORT)
      (await import('node:fs')).writeFileSync(
        process.env.FUZZ_REPORT,
        `${requests}\n${timings.join('\n')}\n${failures.join('\n')}`,
      );
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 120_000);
});
