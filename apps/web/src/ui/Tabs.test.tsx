import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

describe('Tabs', () => {
  it('switches panels (Radix reacts to mouseDown)', () => {
    render(
      <Tabs defaultValue="active">
        <TabsList aria-label="Listings">
          <TabsTrigger value="active">Active (2)</TabsTrigger>
          <TabsTrigger value="sold">Sold (0)</TabsTrigger>
        </TabsList>
        <TabsContent value="active">Two active</TabsContent>
        <TabsContent value="sold">No sold listings.</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Two active');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sold (0)' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('No sold listings.');
  });
});
