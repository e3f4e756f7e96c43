// Type-level tests: handlers are typed by the contract (packages/api/src/generated/schema.d.ts), so a response or a
// body read that drifts from openapi.yaml fails `tsc -p apps/sandbox`. Each `@ts-expect-error` below is a promise
// that tsc refuses the line under it; if the types stopped catching the drift, the unused directive would fail tsc.
import { describe, expect, it } from 'vitest';
import { badRequest, error, fail, MESSAGES, ok, refuse } from '../src/envelope.ts';
import type { Handler, Handlers, RequestBody, ResponseValue } from '../src/types.ts';

const FLAGS: ResponseValue<'getWhitelabel'> = { CBS3: true };

// The controls: what the contract promises compiles.
const getWhitelabel: Handler<'getWhitelabel'> = async (c) => ok(c, FLAGS);
const getDomainRoute: Handler<'getDomainRoute'> = async (c) =>
  ok(c, { domain: 'a.example', siteType: 'MEMBER', homePath: '/' });

// A value of another shape.
// prettier-ignore
// @ts-expect-error the contract's DomainRoute also has siteType and homePath
const wrongShape: Handler<'getDomainRoute'> = async (c) => ok(c, { domain: 'a.example' });

// A field of the wrong type.
// prettier-ignore
// @ts-expect-error getRouters answers { domainList: { domain, speed: number }[] }
const wrongField: Handler<'getRouters'> = async (c) => ok(c, { domainList: [{ domain: 'a.example', speed: 'fast' }] });

// A business failure with a null value where the contract's value may not be null.
// prettier-ignore
// @ts-expect-error getWhitelabel's 200 value is WhitelabelFlags, never null
const nullFailure: Handler<'getWhitelabel'> = async (c) => fail(c, MESSAGES.internal);

// A refusal from a shared helper is checked where the handler returns it: same rule.
// @ts-expect-error getWhitelabel's 200 value is never null
const nullRefusal: Handler<'getWhitelabel'> = async (c) => refuse(c, MESSAGES.internal);

// A status the operation does not declare.
// @ts-expect-error getWhitelabel declares only 200
const undeclaredStatus: Handler<'getWhitelabel'> = async (c) => badRequest(c, 'no');
// getDomainRoute declares 400, so the same answer compiles there.
const declaredStatus: Handler<'getDomainRoute'> = async (c) => error(c, 400, 'no', 'BAD_REQUEST');

// A response built around the envelope helpers (no type to check it by).
// @ts-expect-error a plain Response is not a Reply of the operation
const untyped: Handler<'getWhitelabel'> = async (c) => c.json({ success: true, value: FLAGS });

// The request body is the operation's: updateLanguage sends { language: SiteLanguage }.
const updateLanguage: Handler<'updateLanguage'> = async (c) => {
  const body: RequestBody<'updateLanguage'> = c.get('body');
  // @ts-expect-error updateLanguage's body has no `locale`
  const locale: string = c.get('body').locale;
  return ok(c, { language: body.language, stored: locale === '' });
};

// A map that leaves an operation out is not the handler map.
// @ts-expect-error every operation needs its handler (getPermission, login, … are missing)
const incomplete = { getWhitelabel } satisfies Handlers;

describe('handler types', () => {
  it('are checked by tsc (this file compiles only while each drift above is refused)', () => {
    const handlers = [
      getWhitelabel,
      getDomainRoute,
      wrongShape,
      wrongField,
      nullFailure,
      nullRefusal,
      undeclaredStatus,
      declaredStatus,
      untyped,
      updateLanguage,
    ];
    expect(handlers.every((h) => typeof h === 'function')).toBe(true);
    expect(Object.keys(incomplete)).toEqual(['getWhitelabel']);
  });
});
