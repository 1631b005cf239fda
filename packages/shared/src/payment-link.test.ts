import { describe, expect, it } from 'vitest';
import { normalisePaymentLink, paymentHref } from './payment-link';

describe('normalisePaymentLink', () => {
  it.each([
    ['myhandle', 'https://paypal.me/myhandle'],
    ['www.paypal.me/Abc/25', 'https://paypal.me/Abc'],
    ['HTTPS://PayPal.com/paypalme/Trombone1', 'https://paypal.me/Trombone1'],
    ['http://paypal.me/x', 'https://paypal.me/x'],
    ['Seller@Example.com', 'seller@example.com'],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(normalisePaymentLink(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['javascript:alert(1)//@x.io', 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.'],
    ['https://evil.example/paypal.me/x', 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.'],
    ['a-handle-with-dashes', 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.'],
    ['abcdefghijklmnopqrstu', 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.'],
    ['me@mailinator.com', 'Disposable email addresses are not allowed for PayPal.'],
    [42, 'PayPal link must be a string.'],
  ])('refuses %s', (input, error) => {
    expect(normalisePaymentLink(input)).toEqual({ ok: false, error });
  });
});

describe('paymentHref', () => {
  it('keeps the path form, turns an email into a handle and appends a price', () => {
    expect(paymentHref('https://paypal.me/Abc')).toBe('https://paypal.me/Abc');
    expect(paymentHref('seller@example.com')).toBe('https://paypal.me/seller');
    expect(paymentHref('https://paypal.me/Abc', 120.5)).toBe('https://paypal.me/Abc/120.50');
    expect(paymentHref('https://paypal.me/Abc', 80)).toBe('https://paypal.me/Abc/80');
  });
});
