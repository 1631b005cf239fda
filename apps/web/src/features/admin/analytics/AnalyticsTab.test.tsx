import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { adminHandlers } from '../testFixtures';

// happy-dom has no canvas: each chart is replaced by its numbers.
vi.mock('../../../ui/BarChart', () => ({
  BarChart: ({ values }: { values: number[] }) => <span>{` [${values.join(',')}]`}</span>,
}));

async function openAnalytics(handlers: Record<string, (input: unknown) => unknown> = {}) {
  const rendered = await renderApp('/admin', adminHandlers(handlers));
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Analytics' }));
  return rendered;
}

const cardsOf = (heading: string) => {
  const section = screen.getByRole('heading', { level: 3, name: heading }).closest('section');
  if (!section) throw new Error(`no section ${heading}`);
  return within(section)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
};

/** en-AU short months differ between ICU versions ("Jul" or "July"). */
const text = (element: Element | undefined) => element?.textContent?.replace('July', 'Jul');

describe('/admin: the Analytics tab', () => {
  it('shows every counter of api §9 as a card, by group', async () => {
    await openAnalytics();
    expect(await screen.findByRole('heading', { level: 3, name: 'Users' })).toBeTruthy();
    expect(cardsOf('Users')).toEqual(['120Total', '101Verified', '2Admins', '9New in the last 7 days']);
    expect(cardsOf('Listings')).toEqual(['340Total', '280Active', '41Sold', '6On loan', '13Deleted', '17New in the last 7 days']);
    expect(cardsOf('Sales')).toEqual(['41Total', '3New in the last 7 days']);
    expect(cardsOf('Loans')).toEqual(['25Total', '5Active', '18Returned', '1Overdue', '4New in the last 7 days']);
    expect(cardsOf('Messages')).toEqual(['987Total']);
  });

  it('draws the four weekly series, each with a spoken summary, and offers the numbers as a table', async () => {
    await openAnalytics();
    const charts = await screen.findAllByRole('figure');
    expect(charts.map(text)).toEqual([
      'New members: New members per week: 66 in the last 12 weeks, most (11) in the week of 21 Jul. [0,1,2,3,4,5,6,7,8,9,10,11]',
      'New listings: New listings per week: 132 in the last 12 weeks, most (22) in the week of 21 Jul. [0,2,4,6,8,10,12,14,16,18,20,22]',
      'Sales: Sales per week: 12 in the last 12 weeks, most (2) in the week of 19 May. [0,1,2,0,1,2,0,1,2,0,1,2]',
      'Loans: Loans per week: 4 in the last 12 weeks, most (4) in the week of 21 Jul. [0,0,0,0,0,0,0,0,0,0,0,4]',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show the weekly figures as a table' }));
    const table = await screen.findByRole('table', { name: 'New members, listings, sales and loans per week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week of', 'New members', 'New listings', 'Sales', 'Loans']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(text(rows[1])).toBe('5 May0000');
    expect(text(rows[12])).toBe('21 Jul112224');
  });

  it('says "Failed to fetch analytics" when the counters cannot be read', async () => {
    await openAnalytics({
      'admin.analytics': () => {
        throw apiError('Internal server error.', 'INTERNAL_SERVER_ERROR');
      },
    });
    expect(await screen.findByText('Failed to fetch analytics')).toBeTruthy();
  });
});
