import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { namesAndTexts, nameStartsWithText } from './harness/accessibleNames';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { header, visible, waitForPath } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

/** The table's rim figures from top to bottom ("—" where none is published). */
async function rims(table: Locator): Promise<string[]> {
  // Cells: Maker, then the Size (the row header), then Rim.
  const cells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
  return cells.map((text) => text.replace('not published', '').trim());
}

function expectSorted(values: string[], direction: 'ascending' | 'descending') {
  const known = values.filter((v) => v !== '—').map(Number);
  // Rows without a rim figure come last, whichever the direction.
  expect(values.slice(known.length).every((v) => v === '—')).toBe(true);
  const sorted = [...known].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
  expect(known).toEqual(sorted);
}

describe('Size guide', () => {
  it('takes a guest from the header to the trombone table, sorted by rim, and from the trumpet chart to a Bach 7C for sale', async () => {
    const seller = await createSeller(e2e);
    await createListing(seller, { instrument_type: 'Trumpet', brand: 'Bach', model: 'Stradivarius', size: '7C', price: 140 });

    const { page } = e2e;
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Size guide' }).click();
    await waitForPath(page, '/sizes');
    await visible(page.getByRole('heading', { level: 1, name: 'Size guide' }));
    expect(await page.title()).toMatch(/^Size guide · /);

    // Trombones: the tab is in the URL, so the page can be shared.
    await page.getByRole('tab', { name: 'Trombone and euphonium' }).click();
    await page.waitForURL((url) => url.searchParams.get('family') === 'trombone');
    const table = await visible(page.getByRole('table', { name: 'Trombone and euphonium mouthpiece sizes' }));
    const rim = table.getByRole('columnheader', { name: 'Rim (mm)' });
    expect(await rim.getAttribute('aria-sort')).toBe('ascending');
    expectSorted(await rims(table), 'ascending');
    await rim.getByRole('button').click();
    expect(await rim.getAttribute('aria-sort')).toBe('descending');
    expectSorted(await rims(table), 'descending');
    await page.reload();
    await visible(page.getByRole('table', { name: 'Trombone and euphonium mouthpiece sizes' }));
    expect(await page.getByRole('tab', { name: 'Trombone and euphonium' }).getAttribute('aria-selected')).toBe('true');

    // The trumpet chart: Bach's lane shows the 7C with its one listing.
    await page.getByRole('tab', { name: 'Trumpet, cornet and flugelhorn' }).click();
    await page.waitForURL((url) => !url.searchParams.has('family'));
    const chart = await visible(page.getByRole('region', { name: 'Chart of trumpet, cornet and flugelhorn rim diameters' }));
    const bach = page.getByRole('group', { name: 'Makers on the chart' }).getByRole('checkbox', { name: 'Bach' });
    if ((await bach.getAttribute('aria-checked')) !== 'true') await bach.click();
    const mark = await visible(chart.getByRole('link', { name: /^7C 1 listed, Bach 7C, rim [\d.]+ mm, medium cup$/ }));
    expect(await mark.textContent()).toBe('7C 1');
    // Keyboard: Tab from the maker picker reaches the mark (past every Bach size before it), with a visible focus ring, and Enter follows it.
    await bach.focus();
    const markName = await mark.getAttribute('aria-label');
    for (let i = 0; i < 600 && (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) !== markName; i++)
      await page.keyboard.press('Tab');
    expect(await mark.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    expect(await mark.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/listings');
    expect(new URL(page.url()).searchParams.get('like')).toBe('Bach 7C');
    await visible(page.getByRole('article').filter({ hasText: 'Bach Stradivarius' }));

    expect(e2e.session.errors).toEqual([]);
  });

  it('shows a Schilke rim from its numbering rule as "≈", opens a size’s equivalents by keyboard, and offers the table to download', async () => {
    const { page } = e2e;
    await page.goto('/sizes');
    const table = await visible(page.getByRole('table', { name: 'Trumpet, cornet and flugelhorn mouthpiece sizes' }));
    await visible(page.getByText('≈ marks a rim worked out from the maker’s numbering rule, not measured.'));

    // Schilke 14's rim: "≈" and the figure, whose rule on hover and for screen readers.
    const schilke14 = table.locator('tr', { has: page.getByRole('button', { name: /^\d+ equivalents? of Schilke 14$/ }) });
    const rim = schilke14.locator('td').nth(1).locator('[title]');
    expect(await rim.getAttribute('title')).toBe('from Schilke’s numbering rule');
    expect(await rim.evaluate((el) => el.firstChild?.textContent)).toMatch(/^≈ 16\.\d+$/);
    // On the chart, its mark is named the same way.
    const chart = page.getByRole('region', { name: 'Chart of trumpet, cornet and flugelhorn rim diameters' });
    await visible(chart.getByRole('link', { name: /^14, Schilke 14, rim ≈ 16\.\d+ mm from Schilke’s numbering rule, medium cup/ }));

    // Bach 7C's equivalents: a button with a focus ring, Enter opens it, and a size leads to its own row.
    const toggle = table.getByRole('button', { name: /^\d+ equivalents of Bach 7C$/ });
    await toggle.focus();
    expect(await toggle.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    expect(await toggle.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await visible(table.getByRole('list', { name: 'Published equivalents of Bach 7C' }));
    await visible(list.getByText('Yamaha sells its 11C4 as the 11C4-7C', { exact: false }));
    await visible(list.getByText('Denis Wick compares its 4B to a Bach 7C', { exact: false }));
    await list.getByRole('link', { name: 'Yamaha 11C4' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#size-trumpet-yamaha-'));
    const target = page.locator('tr:target');
    expect(await target.locator('th').textContent()).toBe('11C4');

    // The open dataset.
    const downloads = page.getByRole('region', { name: 'What the guide knows' });
    await visible(downloads.getByText('No published rim figures found for', { exact: false }));
    expect(await downloads.getByRole('link', { name: 'JSON', exact: true }).getAttribute('href')).toBe('/api/sizes');
    expect(await downloads.getByRole('link', { name: 'CSV', exact: true }).getAttribute('href')).toBe('/api/sizes.csv');
    await visible(downloads.getByText('The table is free to reuse, and every row names its source.'));
    const json = await page.request.get('/api/sizes');
    expect(json.ok()).toBe(true);
    const csv = await page.request.get('/api/sizes.csv');
    expect(csv.ok()).toBe(true);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);

    expect(e2e.session.errors).toEqual([]);
  });

  it('names every chart mark by what it shows first, so a voice user can say it (WCAG 2.5.3)', async () => {
    const seller = await createSeller(e2e);
    await createListing(seller, { instrument_type: 'Trumpet', brand: 'Bach', model: 'Stradivarius', size: '7C', price: 140 });

    const { page } = e2e;
    await page.goto('/sizes');
    const chart = await visible(page.getByRole('region', { name: 'Chart of trumpet, cornet and flugelhorn rim diameters' }));
    const bach = page.getByRole('group', { name: 'Makers on the chart' }).getByRole('checkbox', { name: 'Bach' });
    if ((await bach.getAttribute('aria-checked')) !== 'true') await bach.click();
    // The counts have loaded once the 7C shows its one listing.
    await visible(chart.getByRole('link').filter({ hasText: /^7C 1$/ }));

    const marks = await namesAndTexts(page, chart, 'link');
    expect(marks.length).toBeGreaterThan(10);
    expect(marks.filter((mark) => !nameStartsWithText(mark))).toEqual([]);
    // What is shown comes first, then the model in full for anyone who hears it out of context.
    expect(marks.find((mark) => mark.text.replace(/\s+/g, ' ') === '7C 1')?.name).toMatch(/^7C 1 listed, Bach 7C, rim [\d.]+ mm, medium cup$/);
  });

  it('passes every axe-core rule on every family’s tab, chart drawn with its counts', async () => {
    const seller = await createSeller(e2e);
    // A listing in each family, so that each chart shows a count on a Bach mark.
    const listed = [
      { tab: 'Trumpet, cornet and flugelhorn', instrument_type: 'Trumpet', size: '7C' },
      { tab: 'Horn', instrument_type: 'French Horn', size: '7' },
      { tab: 'Trombone and euphonium', instrument_type: 'Tenor Trombone', size: '6 1/2AL' },
      { tab: 'Tuba', instrument_type: 'Tuba', size: '18' },
    ] as const;
    for (const { instrument_type, size } of listed) await createListing(seller, { instrument_type, brand: 'Bach', model: 'Stradivarius', size });

    const { page } = e2e;
    await page.goto('/sizes');
    const violations: string[] = [];
    for (const { tab, size } of listed) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const chart = await visible(page.getByRole('region', { name: `Chart of ${tab.toLowerCase()} rim diameters` }));
      const bach = page.getByRole('group', { name: 'Makers on the chart' }).getByRole('checkbox', { name: 'Bach' });
      if ((await bach.getAttribute('aria-checked')) !== 'true') await bach.click();
      await visible(chart.getByRole('link', { name: new RegExp(`^${size} 1 listed, Bach ${size},`) }));
      violations.push(...(await axeViolations(page)).map((violation) => `${tab}: ${violation}`));
    }
    expect(violations).toEqual([]);
  });
});
