import type { SizeFamily } from './types';

/**
 * Which family's mouthpieces an instrument takes. Instruments with mouthpieces of their own
 * (mellophone, tenor horn, ophicleide) belong to none and are never size-compared.
 */
const FAMILY_OF: Record<string, SizeFamily> = {
  Trumpet: 'trumpet',
  'Piccolo Trumpet': 'trumpet',
  Flugelhorn: 'trumpet',
  Cornet: 'trumpet',
  'French Horn': 'horn',
  'Wagner Tuba': 'horn',
  'Tenor Trombone': 'trombone',
  'Bass Trombone': 'trombone',
  'Alto Trombone': 'trombone',
  'Contrabass Trombone': 'trombone',
  Euphonium: 'trombone',
  'Baritone Horn': 'trombone',
  Tuba: 'tuba',
  Sousaphone: 'tuba',
};

export function familyOf(instrumentType: string): SizeFamily | null {
  return FAMILY_OF[instrumentType] ?? null;
}
