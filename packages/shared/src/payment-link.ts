import { present } from './checks';
import { DISPOSABLE_EMAIL_DOMAINS } from './constants';
import { isValidEmail } from './email';

export const PAYPAL_LINK_MESSAGES = {
  notString: 'PayPal link must be a string.',
  invalid: 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.',
  disposable: 'Disposable email addresses are not allowed for PayPal.',
} as const;

const PAYPAL_ME_URL = /^(?:https?:\/\/)?(?:www\.)?(?:paypal\.me|paypal\.com\/paypalme)\/([A-Za-z0-9]{1,20})(?:\/.*)?$/i;
const HANDLE = /^[A-Za-z0-9]{1,20}$/;

export type PaymentLinkResult = { ok: true; value: string | null } | { ok: false; error: string };

/**
 * Normalises a payment link on write (api §0.4): PayPal.Me URLs and bare handles become
 * `https://paypal.me/<handle>`, emails are lower-cased, empty clears. Everything else is refused,
 * which keeps `javascript:` and other schemes out of the href we later render.
 */
export function normalisePaymentLink(input: unknown): PaymentLinkResult {
  if (input === null) return { ok: true, value: null };
  if (typeof input !== 'string') return { ok: false, error: PAYPAL_LINK_MESSAGES.notString };
  const value = input.trim();
  if (value === '') return { ok: true, value: null };
  const url = PAYPAL_ME_URL.exec(value);
  if (url) return { ok: true, value: `https://paypal.me/${url[1]}` };
  if (value.includes('@')) {
    const email = value.toLowerCase();
    if (!isValidEmail(email)) return { ok: false, error: PAYPAL_LINK_MESSAGES.invalid };
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if ((DISPOSABLE_EMAIL_DOMAINS as readonly string[]).includes(domain)) {
      return { ok: false, error: PAYPAL_LINK_MESSAGES.disposable };
    }
    return { ok: true, value: email };
  }
  if (HANDLE.test(value)) return { ok: true, value: `https://paypal.me/${value}` };
  return { ok: false, error: PAYPAL_LINK_MESSAGES.invalid };
}

/**
 * The link a buyer follows (product §7): a PayPal.Me URL keeps its path form, an email becomes
 * a handle from the part before the at sign, other text is used as a handle. With a price, the
 * amount is appended as PayPal.Me expects (`/25.50`).
 */
export function paymentHref(link: string, price?: number): string {
  const trimmed = link.trim();
  const url = PAYPAL_ME_URL.exec(trimmed);
  let handle: string;
  if (url) handle = present(url[1], 'the PayPal.Me handle');
  else if (trimmed.includes('@')) handle = trimmed.slice(0, trimmed.indexOf('@'));
  else handle = trimmed;
  const base = `https://paypal.me/${encodeURIComponent(handle)}`;
  return price === undefined ? base : `${base}/${formatPayAmount(price)}`;
}

function formatPayAmount(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}
