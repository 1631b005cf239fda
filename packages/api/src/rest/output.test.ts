import { apiShape } from '@mpx/shared';
import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validationIssues } from '../errors';
import { checkedOutput, OutputMismatch, responseSchemaOf } from './output';

const point = () => apiShape('TestPoint', z.strictObject({ x: z.number(), label: z.string().nullable() }));

describe('checkedOutput', () => {
  it('returns the very value it checked, not a copy', () => {
    const value = { x: 1, label: null };
    expect(checkedOutput(point()).parse(value)).toBe(value);
  });

  it('checks an object once: an answer served again costs a lookup', () => {
    const schema = point();
    const safeParse = vi.spyOn(schema, 'safeParse');
    const check = checkedOutput(schema);
    const value = { x: 1, label: 'a' };
    check.parse(value);
    check.parse(value);
    checkedOutput(schema).parse(value);
    expect(safeParse).toHaveBeenCalledTimes(1);
    check.parse({ x: 1, label: 'a' });
    expect(safeParse).toHaveBeenCalledTimes(2);
  });

  it('refuses a field the shape does not list, and a wrong type, naming the shape and the path', () => {
    const check = checkedOutput(point());
    expect(() => check.parse({ x: 1, label: null, password_hash: 'x' })).toThrow(OutputMismatch);
    expect(() => check.parse({ x: '1', label: null })).toThrow(/TestPoint: x: /);
    expect(() => check.parse(null)).toThrow(OutputMismatch);
  });

  it('checks the items of an `each` field one by one, once each across pages', () => {
    const item = point();
    const pageOf = apiShape('TestPage', z.strictObject({ items: z.array(item), total: z.int() }));
    const itemParse = vi.spyOn(item, 'safeParse');
    const check = checkedOutput(pageOf, { items: item });
    const shared = [
      { x: 1, label: null },
      { x: 2, label: 'b' },
    ];
    check.parse({ items: shared, total: 2 });
    check.parse({ items: [...shared].reverse(), total: 2 });
    expect(itemParse).toHaveBeenCalledTimes(2);
    expect(() => check.parse({ items: [...shared, { x: 3 }], total: 3 })).toThrow(/TestPage: items\.2\.label/);
    expect(() => check.parse({ items: shared, total: 'two' })).toThrow(OutputMismatch);
    expect(() => check.parse({ total: 0 })).toThrow(OutputMismatch);
  });

  it('takes `each` only for a plain array of that very schema', () => {
    const item = point();
    expect(() => checkedOutput(z.strictObject({ items: z.array(item).max(3) }), { items: item })).toThrow(/not a plain array/);
    expect(() => checkedOutput(z.strictObject({ items: z.array(point()) }), { items: item })).toThrow(/not a plain array/);
    expect(() => checkedOutput(z.strictObject({ items: item }), { items: item })).toThrow(/not a plain array/);
  });

  it('through tRPC, a wrong answer is a 500 with no issues, never a 400 about the input', async () => {
    const t = initTRPC.create();
    const router = t.router({
      good: t.procedure.output(checkedOutput(point())).query(() => ({ x: 1, label: null })),
      bad: t.procedure.output(checkedOutput(point())).query(() => ({ x: 1, label: null, secret: 'leak' })),
    });
    const caller = t.createCallerFactory(router)({});
    await expect(caller.good()).resolves.toEqual({ x: 1, label: null });
    const err: unknown = await caller.bad().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect(err).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(err instanceof TRPCError && err.cause).toBeInstanceOf(OutputMismatch);
    expect(validationIssues(err)).toBeNull();
  });

  it('exposes the schema for the OpenAPI document', () => {
    const schema = point();
    expect(responseSchemaOf(checkedOutput(schema))).toBe(schema);
    expect(responseSchemaOf(schema)).toBe(schema);
    expect(responseSchemaOf(undefined)).toBeNull();
    expect(responseSchemaOf({ parse: () => 1 })).toBeNull();
  });
});
