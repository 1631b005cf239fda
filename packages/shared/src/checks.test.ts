import { describe, expect, it } from 'vitest';
import { isOneOf, isRecord, itemAt, present, stringField } from './checks';

describe('checked access', () => {
  it('present returns a value and names what is missing', () => {
    expect(present(0, 'a count')).toBe(0);
    expect(present('', 'a name')).toBe('');
    expect(() => present(undefined, 'the session row')).toThrow('Expected the session row, got undefined');
    expect(() => present(null, 'a token')).toThrow('Expected a token, got null');
  });

  it('itemAt returns items, null ones included, and refuses an index out of range', () => {
    const sizes = ['3C', null];
    expect(itemAt(sizes, 0)).toBe('3C');
    expect(itemAt(sizes, 1)).toBeNull();
    expect(() => itemAt(sizes, 2)).toThrow(RangeError);
    expect(() => itemAt([], 0)).toThrow('Index 0 is out of range for 0 items');
  });

  it('isRecord accepts plain objects only; stringField reads a string field of anything', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, [], 'x', 1, undefined].map(isRecord)).toEqual([false, false, false, false, false]);
    expect(stringField({ code: 'FST_ERR' }, 'code')).toBe('FST_ERR');
    expect(stringField({ code: 1 }, 'code')).toBeUndefined();
    expect(stringField(new Error('x'), 'code')).toBeUndefined();
    expect(stringField(null, 'code')).toBeUndefined();
  });

  it('isOneOf narrows a string to a const tuple', () => {
    const sorts = ['newest', 'price_asc'] as const;
    expect(isOneOf(sorts, 'newest')).toBe(true);
    expect(isOneOf(sorts, 'oldest')).toBe(false);
  });
});
