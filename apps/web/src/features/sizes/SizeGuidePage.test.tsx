import { present } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_CONFIG } from '../../test/fixtures';
import { apiError } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';
import { BACH_NUMBERING, BACH_7C_SOURCE, GUIDE_STOCK } from './testFixtures';

vi.mock('@mpx/shared/sizes', async (real) => (await import('./testFixtures')).withGuideTable(await real()));

const withStock = { 'listings.sizeStock': () => GUIDE_STOCK };

async function openGuide(path = '/sizes', handlers: Record<string, (input: unknown) => unknown> = withStock) {
  const rendered = await renderApp(path, handlers);
  await screen.findByRole('heading', { level: 1, name: 'Size guide' });
  return rendered;
}

const table = (name: RegExp | string) => screen.getByRole('table', { name });
const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name);
/** Each body row as "Maker Size Rim". */
const rowsOf = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = row.querySelectorAll('td, th');
      return [0, 1, 2].map((i) => cells[i]?.textContent).join(' ');
    });
/** Where a link goes: its path and search params. */
const target = (link: Element | undefined) => {
  const url = new URL(link?.getAttribute('href') ?? '', 'http://localhost');
  return { path: url.pathname, search: Object.fromEntries(url.searchParams) };
};
const sortBy = (name: string) => {
  const th = header(name);
  if (!th) throw new Error(`No column ${name}`);
  fireEvent.click(within(th).getByRole('button'));
};

// Each test renders the whole guide (hundreds of rows and chart marks) in happy-dom: well under a
// second alone, but several times that while CI runs other suites on the same two cores.
describe('/sizes: the size guide', { timeout: 30_000 }, () => {
  it('has its heading, title, intro and a tab per family, trumpets first', async () => {
    await openGuide();
    await waitFor(() => expect(document.title).toBe(`Size guide · ${SITE_CONFIG.shortSiteName}`));
    expect(screen.getByText(/Every figure is the maker’s own published one/)).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Instrument families' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Trumpet, cornet and flugelhorn', 'Horn', 'Trombone and euphonium', 'Tuba']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('sorts the table by rim, smallest first, then largest first, rows without a rim always last', async () => {
    await openGuide();
    const sizes = table('Trumpet, cornet and flugelhorn mouthpiece sizes');
    expect(header('Rim (mm)')?.getAttribute('aria-sort')).toBe('ascending');
    expect(header('Maker')?.hasAttribute('aria-sort')).toBe(false);
    const unknown = '—not published';
    expect(rowsOf(sizes)).toEqual([
      'Bach 7C 16.2',
      'Bach 3C 16.3',
      'Yamaha 11C4 16.3',
      'Schilke 11 ≈ 16.5, from Schilke’s numbering rule',
      'Yamaha 14B4 16.6',
      'Denis Wick 4X 16.7',
      'Warburton 4 16.8',
      'Schilke 14 ≈ 16.9, from Schilke’s numbering rule',
      'Bach 1 1/2CSymphonic 17',
      'Curry 3 17.1',
      'Stork 1 17.3',
      `Bach 5C ${unknown}`,
      `Bach 7 ${unknown}`,
      `Monette B2 ${unknown}`,
    ]);

    sortBy('Rim (mm)');
    expect(header('Rim (mm)')?.getAttribute('aria-sort')).toBe('descending');
    const descending = rowsOf(sizes);
    expect(descending.slice(0, 3)).toEqual(['Stork 1 17.3', 'Curry 3 17.1', 'Bach 1 1/2CSymphonic 17']);
    expect(descending.slice(-3)).toEqual([`Bach 5C ${unknown}`, `Bach 7 ${unknown}`, `Monette B2 ${unknown}`]);

    sortBy('Maker');
    expect(header('Maker')?.getAttribute('aria-sort')).toBe('ascending');
    expect(header('Rim (mm)')?.hasAttribute('aria-sort')).toBe(false);
    expect(rowsOf(sizes).slice(0, 6)).toEqual([
      'Bach 7C 16.2',
      'Bach 3C 16.3',
      'Bach 1 1/2CSymphonic 17',
      `Bach 5C ${unknown}`,
      `Bach 7 ${unknown}`,
      'Curry 3 17.1',
    ]);

    sortBy('Size');
    expect(header('Size')?.getAttribute('aria-sort')).toBe('ascending');
    // The makers' numbers in order: 1, 1 1/2, 3, 3C, 4, 4X … then codes without a number.
    const makerAndSize = within(sizes)
      .getAllByRole('row')
      .slice(1)
      .map((row) => `${row.querySelector('td')?.textContent} ${row.querySelector('th')?.textContent}`);
    expect(makerAndSize).toEqual([
      'Stork 1',
      'Bach 1 1/2CSymphonic',
      'Curry 3',
      'Bach 3C',
      'Warburton 4',
      'Denis Wick 4X',
      'Bach 5C',
      'Bach 7',
      'Bach 7C',
      'Schilke 11',
      'Yamaha 11C4',
      'Schilke 14',
      'Yamaha 14B4',
      'Monette B2',
    ]);
  });

  it('shows "—" for the figures a maker does not publish, never a guess', async () => {
    await openGuide();
    const row = screen.getByRole('row', { name: /^Monette B2/ });
    const cells = [...row.querySelectorAll('td, th')].map((cell) => cell.textContent);
    // Maker, size, rim, cup, throat, backbore, shank, listed now, sold (not loaded here), equivalents (none known), source.
    const unknown = '—not published';
    expect(cells).toEqual(['Monette', 'B2', unknown, 'medium', unknown, unknown, unknown, '0', '', '', '1']);
  });

  it('says what each size sold for in the last year: the median, or the range below three sales', async () => {
    await openGuide('/sizes', {
      ...withStock,
      'prices.summary': () => ({
        models: [
          { maker_id: 'bach', code: '7C', family: 'trumpet', count: 5, median: 80, low: 60, high: 100 },
          { maker_id: 'bach', code: '5C', family: 'trumpet', count: 2, median: null, low: 70, high: 90 },
        ],
      }),
    });
    const column = [...screen.getAllByRole('columnheader')].findIndex((th) => th.textContent === 'Sold (last year)');
    const soldOf = (name: RegExp) => screen.getByRole('row', { name }).querySelectorAll('td, th')[column]?.textContent;
    await waitFor(() => expect(soldOf(/^Bach 7C/)).toBe('$80 median · 5 sold'));
    expect(soldOf(/^Bach 5C/)).toBe('$70–$90 · 2 sold');
    expect(soldOf(/^Monette B2/)).toBe('–');
  });

  it('shows the maker’s own cup words where they say more than the cup’s depth, and the throat and backbore where printed', async () => {
    await openGuide();
    const cellsOf = (name: RegExp) => [...screen.getByRole('row', { name }).querySelectorAll('td')].map((cell) => cell.textContent);
    // Rim, cup, throat, backbore: Denis Wick's "Medium deep cup" says no more than "medium deep".
    expect(cellsOf(/^Denis Wick 4X/).slice(1, 5)).toEqual(['16.7', 'medium deep', '3.7', 'barrel']);
    // Letters that place the cup nowhere on the scale are still the maker's words.
    expect(cellsOf(/^Warburton 4/).slice(1, 3)).toEqual(['16.8', 'The maker’s words: “MC”']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Trombone and euphonium' }));
    await screen.findByRole('table', { name: 'Trombone and euphonium mouthpiece sizes' });
    expect(cellsOf(/6 1\/2AL/).slice(1, 5)).toEqual(['25.4', 'deepThe maker’s words: “Deep, large throat”', '7.14', '#25']);
  });

  it('shows a rim from a numbering rule as "≈", and says so', async () => {
    await openGuide();
    const sizes = table('Trumpet, cornet and flugelhorn mouthpiece sizes');
    const rim = screen.getByRole('row', { name: /^Schilke 14/ }).querySelectorAll('td')[1];
    const figure = present(rim?.querySelector('[title]'), 'the rim figure');
    expect(figure.getAttribute('title')).toBe('from Schilke’s numbering rule');
    // Seen: the figure with "≈"; heard: whose rule too.
    expect(figure.firstChild?.textContent).toBe('≈ 16.9');
    // A measured rim is the bare figure.
    expect(screen.getByRole('row', { name: /^Bach 7C/ }).querySelectorAll('td')[1]?.innerHTML).toBe('16.2');
    expect(sizes.closest('section')?.textContent).toContain('≈ marks a rim worked out from the maker’s numbering rule, not measured.');
    const chart = screen.getByRole('region', { name: 'Chart of trumpet, cornet and flugelhorn rim diameters' });
    expect(within(chart).getByRole('link', { name: '14, Schilke 14, rim ≈ 16.9 mm from Schilke’s numbering rule, medium cup, none listed' })).toBeTruthy();
    expect(screen.getByText('A dashed mark’s rim is worked out from the maker’s numbering rule, not measured.')).toBeTruthy();
  });

  it('opens a size’s published equivalents, each linked to its own row', async () => {
    await openGuide();
    const row = screen.getByRole('row', { name: /^Bach 7C/ });
    const toggle = within(row).getByRole('button', { name: '3 equivalents of Bach 7C' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const list = await within(row).findByRole('list', { name: 'Published equivalents of Bach 7C' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Yamaha 11C4 — Yamaha sells its 11C4 as the 11C4-7C',
      'Denis Wick 4X — Denis Wick compares its 4X to a Bach 7C',
      // Linked through a claim naming both: Denis Wick's column names a Bach 7C and a Schilke 14.
      'Schilke 14 — Denis Wick compares its 4X to both',
    ]);
    const link = within(list).getByRole('link', { name: 'Yamaha 11C4' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target?.tagName).toBe('TR');
    expect(target?.querySelector('th')?.textContent).toBe('11C4');
    expect(within(screen.getByRole('row', { name: /^Yamaha 11C4/ })).getByRole('button', { name: '1 equivalent of Yamaha 11C4' })).toBeTruthy();
    // None known: the cell stays empty.
    expect(within(screen.getByRole('row', { name: /^Curry 3/ })).queryByRole('button')).toBeNull();
  });

  it('says what it knows of each maker, and offers the whole table to download', async () => {
    await openGuide();
    const section = screen.getByRole('region', { name: 'What the guide knows' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bach: a rim figure for 5 of 8 sizes',
      'Yamaha: a rim figure for all 2 sizes',
      'Schilke: a rim figure for all 2 sizes, all worked out from Schilke’s numbering rule (≈)',
      'Denis Wick: a rim figure for all 2 sizes',
      'Warburton: a rim figure for its one size',
      'Curry: a rim figure for its one size',
      'Stork: a rim figure for its one size',
    ]);
    expect(within(section).getByText('No published rim figures found for Monette and Giddings.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'JSON' }).getAttribute('href')).toBe('/api/sizes');
    expect(within(section).getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe('/api/sizes.csv');
    expect(section.textContent).toContain('Download the size table: JSON (/api/sizes) · CSV (/api/sizes.csv)');
    expect(within(section).getByText('The table is free to reuse, and every row names its source.')).toBeTruthy();
  });

  it('links "Listed now" to the listings, and each row to its source', async () => {
    await openGuide();
    const sizes = table('Trumpet, cornet and flugelhorn mouthpiece sizes');
    const listed = await within(sizes).findByRole('link', { name: '3 listed: Bach 7C' });
    expect(target(listed)).toEqual({ path: '/listings', search: { like: 'Bach 7C' } });
    // No rim to compare from: a text search for the maker and size.
    expect(target(within(sizes).getByRole('link', { name: '2 listed: Bach 5C' }))).toEqual({ path: '/listings', search: { q: 'Bach 5C' } });
    const source = within(sizes).getByRole('link', { name: 'Source 1 for Bach 7C' });
    expect(source.getAttribute('title')).toBe(BACH_7C_SOURCE);
    const note = document.getElementById(source.getAttribute('href')?.slice(1) ?? '');
    if (!note) throw new Error('The source link leads nowhere');
    expect(note.textContent).toBe(BACH_7C_SOURCE);
    expect(within(note).getByRole('link', { name: 'https://shop.example.test/bach-7c' }).getAttribute('href')).toBe('https://shop.example.test/bach-7c');
  });

  it('explains each maker’s numbers, and says which are not described yet', async () => {
    await openGuide();
    const section = screen.getByRole('region', { name: 'How each maker’s numbers work' });
    const terms = within(section)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Bach', 'Yamaha', 'Schilke', 'Denis Wick', 'Warburton', 'Curry', 'Stork', 'Monette']);
    expect(within(section).getByText(BACH_NUMBERING)).toBeTruthy();
    expect(within(section).getAllByText('Not described in the guide yet.')).toHaveLength(6);
  });

  it('draws each maker’s models as links named in full, leading to their listings', async () => {
    await openGuide();
    const chart = screen.getByRole('region', { name: 'Chart of trumpet, cornet and flugelhorn rim diameters' });
    const bach = within(chart).getByRole('list', { name: 'Bach models by rim diameter' });
    const marks = await within(bach).findAllByRole('link');
    await waitFor(() => expect(marks[0]?.getAttribute('aria-label')).toBe('7C 3 listed, Bach 7C, rim 16.2 mm, medium cup'));
    expect(
      within(bach)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([
      '7C 3 listed, Bach 7C, rim 16.2 mm, medium cup',
      '3C, Bach 3C, rim 16.3 mm, medium cup, none listed',
      '1 1/2C, Bach 1 1/2C, rim 17 mm, medium cup, none listed',
    ]);
    expect(target(marks[0])).toEqual({ path: '/listings', search: { like: 'Bach 7C' } });
    // The count badge, a word of its own in the text as well as on screen.
    expect(marks[0]?.textContent).toBe('7C 3');
    // No cup published: the name says nothing of it.
    expect(within(chart).getByRole('link', { name: '4, Warburton 4, rim 16.8 mm, none listed' })).toBeTruthy();
  });

  it('starts each mark’s name with the words it shows, for voice control (WCAG 2.5.3)', async () => {
    await openGuide();
    const chart = screen.getByRole('region', { name: 'Chart of trumpet, cornet and flugelhorn rim diameters' });
    await within(chart).findByRole('link', { name: /^7C 3 listed,/ });
    const marks = within(chart).getAllByRole('link');
    expect(marks.length).toBeGreaterThan(5);
    // The text as it is, not as it looks: voice control and checkers (axe-core) read the mark's
    // text nodes run together, so a badge drawn as a box of its own is still "7C3" without a space.
    const leadsWithShown = (mark: HTMLElement) => {
      const name = mark.getAttribute('aria-label') ?? '';
      const text = mark.textContent ?? '';
      return name.startsWith(text) && [undefined, ' ', ','].includes(name[text.length]);
    };
    expect(marks.filter((mark) => !leadsWithShown(mark)).map((mark) => mark.getAttribute('aria-label'))).toEqual([]);
  });

  it('shows the six makers with most rim figures at first; the picker adds and removes lanes', async () => {
    await openGuide();
    const chart = () => screen.getByRole('region', { name: 'Chart of trumpet, cornet and flugelhorn rim diameters' });
    const lanes = () =>
      within(chart())
        .getAllByRole('list')
        .map((list) => list.getAttribute('aria-label'))
        .filter(Boolean);
    expect(lanes()).toEqual(['Bach', 'Yamaha', 'Schilke', 'Denis Wick', 'Warburton', 'Curry'].map((m) => `${m} models by rim diameter`));
    const picker = screen.getByRole('group', { name: 'Makers on the chart' });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(picker).getByRole('checkbox', { name: 'Stork' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Stork' }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Bach' }));
    await waitFor(() => expect(lanes()).toEqual(['Yamaha', 'Schilke', 'Denis Wick', 'Warburton', 'Curry', 'Stork'].map((m) => `${m} models by rim diameter`)));
    // A maker without any rim figure cannot be placed, and the guide says so.
    expect(screen.getByText('Not on the chart, for want of published rim figures: Monette.')).toBeTruthy();
  });

  it('puts the family in the URL when a tab is chosen, and opens the one a link names', async () => {
    const { app } = await openGuide();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Trombone and euphonium' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ family: 'trombone' }));
    const trombones = await screen.findByRole('table', { name: 'Trombone and euphonium mouthpiece sizes' });
    expect(rowsOf(trombones)).toEqual(['Bach 7C 25', 'Bach 6 1/2AL 25.4', 'Denis Wick 6BS 25.5']);
    expect(within(screen.getByRole('row', { name: /6 1\/2AL/ })).getByText('Small, Large')).toBeTruthy();
    // Bach 7C is a trumpet size too: the trombone one names an instrument of its family.
    const mark = screen.getByRole('link', { name: '7C 1 listed, Bach 7C, rim 25 mm, medium cup' });
    expect(target(mark)).toEqual({ path: '/listings', search: { like: 'Bach 7C', instrument_type: 'Tenor Trombone' } });

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Trumpet, cornet and flugelhorn' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
  });

  it('opens the tab a link names', async () => {
    await openGuide('/sizes?family=horn');
    expect(screen.getByRole('tab', { name: 'Horn' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the first tab for a family it does not know', async () => {
    await openGuide('/sizes?family=bugle');
    expect(screen.getByRole('tab', { name: 'Trumpet, cornet and flugelhorn' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when a family has no rim figures or no sizes at all', async () => {
    await openGuide('/sizes?family=horn');
    expect(await screen.findByText('No maker in this family has published rim figures in the guide yet.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Horn mouthpiece sizes' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Tuba' }));
    expect(await screen.findByText('The guide has no sizes for this family yet.')).toBeTruthy();
  });

  it('still shows the guide when the counts cannot be loaded, and offers to try again', async () => {
    let fail = true;
    await openGuide('/sizes', {
      'listings.sizeStock': () => {
        if (fail) throw apiError('Internal server error.', 'INTERNAL_SERVER_ERROR');
        return GUIDE_STOCK;
      },
    });
    expect(await screen.findByText('How many of each size are listed now could not be loaded.')).toBeTruthy();
    const row = screen.getByRole('row', { name: /^Bach 7C/ });
    expect(row.querySelectorAll('td')[6]?.textContent).toBe('—not published');
    expect(screen.getByRole('link', { name: '7C, Bach 7C, rim 16.2 mm, medium cup' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '3 listed: Bach 7C' })).toBeTruthy();
    expect(screen.queryByText('How many of each size are listed now could not be loaded.')).toBeNull();
  });
});
