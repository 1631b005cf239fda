import { z } from 'zod';
import { apiInputDoc } from './responses';
import { STATES } from './constants';
import { charCount, EMAIL_PATTERN, MAX_EMAIL_LENGTH } from './email';
import { normalisePaymentLink } from './payment-link';

/** Reusable field rules. Each takes the exact texts of the spec, so forms and API agree. */

export function requiredText(required: string, max: [number, string], min?: [number, string]) {
  let schema = z.string({ error: required }).trim().min(1, required);
  if (min) schema = schema.refine((v) => charCount(v) >= min[0], min[1]);
  return schema.refine((v) => charCount(v) <= max[0], max[1]);
}

/** Optional text where `""` and null clear the value (stored as null). */
export function nullableText(notString: string, max: [number, string]) {
  return z
    .string({ error: notString })
    .trim()
    .refine((v) => charCount(v) <= max[0], max[1])
    .transform((v) => (v === '' ? null : v))
    .nullable();
}

export function emailField(messages = { required: 'Email is required', invalid: 'Please enter a valid email address' }) {
  return z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .refine((v) => charCount(v) <= MAX_EMAIL_LENGTH, 'Email must be 255 characters or less.')
    .regex(EMAIL_PATTERN, messages.invalid);
}

export const STATE_LIST_MESSAGE = `Invalid state. Must be one of: ${STATES.join(', ')}`;

/** One of the eight states; `required` is the message for a missing or blank value, if it differs. */
export function stateField(required?: string) {
  const text = z.string({ error: required ?? STATE_LIST_MESSAGE }).trim();
  return (required ? text.min(1, required) : text).pipe(z.enum(STATES, { error: STATE_LIST_MESSAGE }));
}

export function postcodeField(invalid: string, required?: string) {
  const base = z.string({ error: required ?? invalid }).trim();
  return (required ? base.min(1, required) : base).regex(/^\d{4}$/, invalid);
}

/** Payment link per api §0.4; the output is the normalised stored form. */
export const paymentLinkField = apiInputDoc(
  z.unknown().transform((value, ctx) => {
    const result = normalisePaymentLink(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  }),
  {
    anyOf: [{ type: 'string' }, { type: 'null' }],
    description:
      'A PayPal.Me URL, a PayPal.Me handle or an email address, stored as https://paypal.me/<handle> or the lower-cased email; "" or null clears it.',
  },
);

/**
 * Booleans that API clients may also send as the strings "true" / "false". A union rather than
 * a preprocess, so typed callers (the web app through tRPC) see `boolean | "true" | "false"`.
 */
export function looseBoolean(message: string) {
  return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: message });
}

/**
 * An id in a request body (api §0.4): a positive JSON integer or a string of decimal digits
 * (`"12"`), always a number after parsing. Anything else fails with `message`.
 */
export function idField(message: string) {
  // Each check carries `message` too: when only one branch fails (a number that is 0 or
  // negative, a string that is not digits), the union reports that branch's issue, not its own.
  return z.union(
    [
      z.number().int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
      z
        .string()
        .regex(/^0*[1-9]\d{0,15}$/, message)
        .transform(Number),
    ],
    { error: message },
  );
}

/** An optional id where null, `""` and absence all mean "none" (stored as null). */
export function optionalIdField(message: string) {
  return z
    .union([idField(message), z.literal('').transform(() => null), z.null()], { error: message })
    .optional()
    .transform((v) => v ?? null);
}
