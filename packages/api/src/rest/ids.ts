import { z } from 'zod';

/**
 * A path id as procedures receive it: a number from the web app, or a REST path segment already
 * parsed by `pathId` (0 when it is not a positive integer). Anything but a positive safe integer
 * is an id that exists nowhere, so it ends as the resource's 404 (api §0.3, path ids).
 */
export const pathIdInput = z.custom<number>(() => true).transform((v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0));

/** Inputs whose fields a service validates itself, after the checks the contract puts first (a 404). */
export const deferred = <T>() => z.custom<T>((v) => typeof v === 'object' && v !== null);

/** The id of a deferred input, parsed as `pathIdInput` does. */
export const idOf = (value: unknown): number => pathIdInput.parse(value);
