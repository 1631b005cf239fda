import { present } from '@mpx/shared';
import sharp from 'sharp';

/** Plating and material colours: [light, mid, dark]. */
const FINISHES: [string, string, string][] = [
  ['#f4f6f8', '#b9c0c8', '#6d7580'], // silver
  ['#fff3c4', '#e0b54a', '#8a6414'], // gold
  ['#f7e1a8', '#c9a04a', '#7a5a1c'], // raw brass
  ['#fbe0d6', '#d9977f', '#8c4f3c'], // rose gold
  ['#5b5f66', '#2c2f34', '#0e0f11'], // black delrin
  ['#f6cfa6', '#c27a43', '#6e3b17'], // copper
];

const BACKDROPS: [string, string][] = [
  ['#f3eefb', '#d9cdf0'],
  ['#eef4f7', '#c9d9e2'],
  ['#f7f3ec', '#e3d6c0'],
  ['#edf5ee', '#c8dfcb'],
  ['#f9eef0', '#e8cfd4'],
  ['#f0f0f0', '#d0d0d0'],
];

/** Side profiles: rim radius, cup length, throat radius, shank length and end radius. */
const PROFILES = [
  { rim: 150, cup: 190, throat: 52, shank: 620, end: 34 }, // trumpet-like
  { rim: 170, cup: 240, throat: 60, shank: 560, end: 40 }, // cornet, deep V cup
  { rim: 210, cup: 230, throat: 78, shank: 520, end: 58 }, // tenor trombone
  { rim: 235, cup: 260, throat: 92, shank: 480, end: 70 }, // bass trombone
  { rim: 190, cup: 300, throat: 70, shank: 500, end: 50 }, // horn, long funnel
  { rim: 270, cup: 270, throat: 110, shank: 420, end: 90 }, // tuba
];

function mouthpieceSvg(profileIndex: number, finishIndex: number): string {
  const p = present(PROFILES[profileIndex], `mouthpiece profile ${profileIndex}`);
  const [light, mid, dark] = present(FINISHES[finishIndex], `finish ${finishIndex}`);
  const [bgTop, bgBottom] = present(BACKDROPS[(profileIndex + finishIndex) % BACKDROPS.length], 'a backdrop');
  const cy = 450;
  const x0 = 130;
  const rimEnd = x0 + 70;
  const throatX = rimEnd + p.cup;
  const endX = throatX + p.shank;
  const top = (r: number) => cy - r;
  const bottom = (r: number) => cy + r;
  const outline = [
    `M${x0},${top(p.rim)}`,
    `Q${rimEnd},${top(p.rim) - 12} ${rimEnd + 10},${top(p.rim * 0.78)}`,
    `C${rimEnd + p.cup * 0.35},${top(p.rim * 0.55)} ${throatX - p.cup * 0.3},${top(p.throat)} ${throatX},${top(p.throat)}`,
    `L${endX},${top(p.end)}`,
    `L${endX},${bottom(p.end)}`,
    `L${throatX},${bottom(p.throat)}`,
    `C${throatX - p.cup * 0.3},${bottom(p.throat)} ${rimEnd + p.cup * 0.35},${bottom(p.rim * 0.55)} ${rimEnd + 10},${bottom(p.rim * 0.78)}`,
    `Q${rimEnd},${bottom(p.rim) + 12} ${x0},${bottom(p.rim)}`,
    `Q${x0 - 28},${cy} ${x0},${top(p.rim)}Z`,
  ].join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="0.28" stop-color="${light}"/><stop offset="0.5" stop-color="${mid}"/>
      <stop offset="0.72" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <ellipse cx="${(x0 + endX) / 2}" cy="${cy + p.rim + 70}" rx="${(endX - x0) / 1.8}" ry="40" fill="url(#shadow)"/>
  <path d="${outline}" fill="url(#metal)" stroke="${dark}" stroke-width="3"/>
  <ellipse cx="${x0 - 4}" cy="${cy}" rx="16" ry="${p.rim - 18}" fill="${dark}" opacity="0.55"/>
</svg>`;
}

/** The demo's photo set: every profile in every finish, as PNG data URLs like a browser sends. */
export async function demoPhotoDataUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (let profile = 0; profile < PROFILES.length; profile++) {
    for (let finish = 0; finish < FINISHES.length; finish++) {
      const png = await sharp(Buffer.from(mouthpieceSvg(profile, finish)))
        .png()
        .toBuffer();
      urls.push(`data:image/png;base64,${png.toString('base64')}`);
    }
  }
  return urls;
}
