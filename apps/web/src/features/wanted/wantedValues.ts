import { WANTED_TEXTS, type WantedInput, type WantedPost } from '@mpx/shared';

/** The post dialog's fields, as typed (a type, not an interface: `useForm` takes a record). */
export type WantedFormValues = {
  instrument_type: string;
  like: string;
  rim_min: string;
  rim_max: string;
  /** A cup class, or '' for any. */
  cup: string;
  price_max: string;
  near: string;
  within_km: string;
  note: string;
};

const shown = (v: string | number | null): string => (v === null ? '' : String(v));

/** A new post starts near the member's own postcode; an edit starts from the post. */
export function wantedFormValues(post: WantedPost | null, postcode: string | undefined): WantedFormValues {
  return {
    instrument_type: post?.instrument_type ?? '',
    like: shown(post?.like ?? null),
    rim_min: shown(post?.rim_min ?? null),
    rim_max: shown(post?.rim_max ?? null),
    cup: shown(post?.cup ?? null),
    price_max: shown(post?.price_max ?? null),
    near: post ? shown(post.near) : (postcode ?? ''),
    within_km: shown(post?.within_km ?? null),
    note: post?.note ?? '',
  };
}

const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/**
 * The fields as the API takes them, or the two messages the page can give before asking (the
 * API's own texts): the rest (a size it does not know, a reversed rim range) comes back from it.
 */
export function toWantedInput(values: WantedFormValues): { input: WantedInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (values.instrument_type === '') errors.instrument_type = WANTED_TEXTS.instrumentRequired;
  if ([values.like, values.rim_min, values.rim_max].every((v) => v.trim() === '')) errors.like = WANTED_TEXTS.sizeOrRim;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      instrument_type: values.instrument_type,
      like: blankToNull(values.like),
      rim_min: blankToNull(values.rim_min),
      rim_max: blankToNull(values.rim_max),
      cup: blankToNull(values.cup),
      price_max: blankToNull(values.price_max),
      near: blankToNull(values.near),
      within_km: blankToNull(values.within_km),
      note: blankToNull(values.note),
    },
  };
}
