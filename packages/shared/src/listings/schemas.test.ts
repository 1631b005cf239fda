import { describe, expect, it } from 'vitest';
import { present } from '../checks';
import { toIssues } from '../validation';
import { dollarsToCents } from '../money';
import { listingInput } from './schemas';

const valid = { instrument_type: 'Trumpet', brand: 'Bach', model: '3C', condition: 'Good', price: 10, description: 'Ten characters at least.' };
const priceError = (price: unknown) => {
  const result = listingInput.safeParse({ ...valid, price });
  return result.success ? result.data.price : toIssues(result.error)[0]?.message;
};

describe('listingInput (api §4.3)', () => {
  it('rounds the price to cents before checking it', () => {
    expect(priceError(120.555)).toBe(120.56);
    expect(priceError('1.005')).toBe(1.01);
    expect(priceError(' 42 ')).toBe(42);
    expect(priceError('1e3')).toBe(1000);
    expect(priceError(0.004)).toBe('Price must be greater than 0.');
    expect(priceError(0.005)).toBe(0.01);
    expect(priceError(100_000.004)).toBe(100_000);
    expect(priceError(100_000.005)).toBe('Price cannot exceed $100,000.');
    expect(priceError('0x10')).toBe('Price must be a valid number.');
    expect(priceError('12abc')).toBe('Price must be a valid number.');
    expect(priceError(null)).toBe('Price is required.');
    expect(priceError('  ')).toBe('Price is required.');
  });

  it('converts dollars to cents without float noise', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(100_000)).toBe(10_000_000);
  });

  it('normalises optional fields and leaves absent ones absent', () => {
    expect(listingInput.parse(valid)).toEqual({ ...valid });
    expect(listingInput.parse({ ...valid, size: '  ', open_to_swap: 'false', open_to_loan: true, paypal_link_override: '' })).toMatchObject({
      size: null,
      open_to_swap: false,
      open_to_loan: true,
      paypal_link_override: null,
    });
  });

  it('checks only the photos container; each element is the photo pipeline’s job', () => {
    expect(listingInput.parse({ ...valid, photos: [1, 'x'] }).photos).toEqual([1, 'x']);
    const issues = toIssues(present(listingInput.safeParse({ ...valid, photos: {} }).error, 'a validation error'));
    expect(issues).toEqual([{ path: 'photos', message: 'Photos must be an array.' }]);
  });
});
