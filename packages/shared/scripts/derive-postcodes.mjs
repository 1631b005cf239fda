/**
 * The postcode table from the package's locality rows (ADR 018). A locality's point outside
 * Australia's reach (a few rows have latitude and longitude swapped) is dropped; a postcode's
 * point is the median of its localities' points, so one misplaced locality cannot move it.
 */

/** Mainland, Tasmania and the external territories a postcode serves (Christmas, Cocos, Norfolk, Heard). */
const inReach = (lat, lon) => lat >= -55 && lat <= -9 && lon >= 72 && lon <= 169;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "BOX HILL SOUTH" -> "Box Hill South", "MCKINNON" -> "McKinnon", "O'CONNOR" -> "O'Connor"; mixed case is kept. */
export function localityName(raw) {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, letter) => `Mc${letter.toUpperCase()}`);
}

/**
 * The locality a postcode is known by: the one most of the others are named after ("Geelong" in
 * "South Geelong"), then the one with fewest words, then the shortest, then alphabetical.
 */
function mainFirst(names) {
  const words = (n) => n.toLowerCase().split(/[\s-]+/);
  const within = (n) => {
    const own = words(n).join(' ');
    return names.filter((other) => other !== n && ` ${words(other).join(' ')} `.includes(` ${own} `)).length;
  };
  const scored = names.map((n) => ({ n, within: within(n), words: words(n).length }));
  scored.sort((a, b) => b.within - a.within || a.words - b.words || a.n.length - b.n.length || a.n.localeCompare(b.n));
  const main = scored[0].n;
  return [main, ...names.filter((n) => n !== main).sort((a, b) => a.localeCompare(b))];
}

/** 4-decimal degrees: about 11 m, far finer than a postcode. */
const round = (deg) => Math.round(deg * 1e4) / 1e4;

/**
 * `{ source, postcodes: [[postcode, state, lat, lon, [localities…]], …] }`, sorted by postcode;
 * lat and lon are null when no locality has a usable point.
 */
export function derivePostcodes(rows, source) {
  const byPostcode = new Map();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode)) continue;
    let entry = byPostcode.get(row.postcode);
    if (!entry) byPostcode.set(row.postcode, (entry = { states: new Map(), names: new Map(), lats: [], lons: [] }));
    entry.states.set(row.state, (entry.states.get(row.state) ?? 0) + 1);
    const name = localityName(row.locality);
    const key = name.toLowerCase();
    if (!entry.names.has(key)) entry.names.set(key, name);
    const lat = Number(row.lat);
    const lon = Number(row.long);
    if (Number.isFinite(lat) && Number.isFinite(lon) && inReach(lat, lon)) {
      entry.lats.push(lat);
      entry.lons.push(lon);
    }
  }
  const postcodes = [...byPostcode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, e]) => {
      // A postcode across a border belongs to the state most of its localities are in.
      const state = [...e.states.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
      const point = e.lats.length > 0 ? [round(median(e.lats)), round(median(e.lons))] : [null, null];
      return [postcode, state, ...point, mainFirst([...e.names.values()])];
    });
  return { source, postcodes };
}
