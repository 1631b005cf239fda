import type { CupClass } from '../../sizes/types';
import type { ParamValue } from './values';

/**
 * Each browse filter parameter's value once read: a list for an "any of" parameter (a repeated
 * key means any of its values), one value otherwise. The table of declarations (table.ts) is
 * typed over this: a parameter added here does not compile until it is declared there, and every
 * reader of the parameters (the API's parser and OpenAPI text, the page URLs, the filter bar,
 * saved searches' text and summaries, the API's filter rows) loops over that table.
 */
export interface FilterParamTypes {
  instrument_type: string[];
  brand: string[];
  condition: string[];
  location_state: string[];
  model: string[];
  q: string;
  price_min: number;
  price_max: number;
  open_to_swap: boolean;
  open_to_loan: boolean;
  like: string;
  near: string;
  within_km: number;
  rim_min: number;
  rim_max: number;
  cup: CupClass[];
}

export type FilterParam = keyof FilterParamTypes;

/** One value of a parameter. */
export type FilterValue<K extends FilterParam> = K extends FilterParam ? (FilterParamTypes[K] extends readonly (infer V)[] ? V : FilterParamTypes[K]) : never;

/** `many`: "any of" every distinct value (a repeated key); `one`: the last value wins (api §0.1). */
export type Arity<K extends FilterParam> = K extends FilterParam ? (FilterParamTypes[K] extends readonly unknown[] ? 'many' : 'one') : never;

/** At least one value. */
export type Values<V> = readonly [V, ...V[]];

/**
 * Every filter parameter's values as read, each a list (of one value for a single-valued
 * parameter), absent when it has none: what the texts of a search are made from, whether it
 * comes from a browse page's filters or a saved search's query.
 */
export type FilterReading = { readonly [K in FilterParam]?: Values<FilterValue<K>> };

/** A parameter for the OpenAPI document: the type a client sends (each value, for "any of") and what it does. */
export interface ParamDoc {
  type: 'string' | 'number' | 'integer' | 'boolean';
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  description: string;
}

/** The one declaration of a browse filter parameter (ADR 013). */
export interface FilterParamSpec<V> {
  /**
   * One value read, with the same bounds wherever it comes from (a page's URL, REST, tRPC, a
   * saved search): the value, or undefined for one it refuses. The API refuses such a value with
   * `invalid`; a page URL, which has no one to tell, leaves it out (that is the one leniency).
   */
  read: (value: ParamValue) => V | undefined;
  /** The 400 text of a value `read` refuses (the path is the parameter). */
  invalid?: string;
  /** A relation to other parameters its values must hold once all are read: the 400 text when they do not, else null. */
  check?: (values: Values<V>, all: FilterReading) => string | null;
  /** Not in the contract's table (api §4.1) but ours: parsed and documented after the contract's own parameters. */
  addition?: true;
  /** Its OpenAPI text. */
  doc: ParamDoc;
  /** How a value is written in a URL and in a saved search's query; by default, as text. */
  write?: (value: V) => string;
  /** Whether a value narrows a browse (what "a filter in use" means everywhere); by default every value does. */
  narrows?: (value: V) => boolean;
  /** The words a person reads for it in a summary ("within 50 km of 3000"); null when another parameter's words say it. */
  phrase: (values: Values<V>, all: FilterReading) => string | null;
  /** Where a summary says it, lower first: the order a buyer names a search in, which is not the contract's order of parameters. */
  phraseRank: number;
  /** Edited by the web app's filter bar (one value of each). */
  bar?: true;
}

/** The declaration a parameter must have: its arity matches its type. */
export type FilterSpecOf<K extends FilterParam> = FilterParamSpec<FilterValue<K>> & { arity: Arity<K> };

/** A parameter as the API's parser gives it: the list for "any of" (empty when absent), else the value or null. */
export type ApiFilterValue<K extends FilterParam> = K extends FilterParam
  ? FilterParamTypes[K] extends readonly unknown[]
    ? FilterParamTypes[K]
    : FilterParamTypes[K] | null
  : never;
