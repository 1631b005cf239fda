import { fireEvent, waitFor } from '@testing-library/react';

/** Small DOM checks (the project has no jest-dom). */

/** Whether a form control is disabled; other elements never are. */
export function isDisabled(element: HTMLElement): boolean {
  if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) return element.disabled;
  if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return element.disabled;
  return false;
}

/** The text of the elements an element's aria-describedby points at, as a screen reader joins it. */
export function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * Opens a Radix tab as a pointer does, and waits until it is the selected one: tabs kept in the
 * URL switch once the router has navigated, not within the event.
 */
export async function chooseTab(tab: HTMLElement): Promise<void> {
  fireEvent.mouseDown(tab);
  await waitFor(() => {
    if (tab.getAttribute('aria-selected') !== 'true') throw new Error(`tab "${tab.textContent ?? ''}" not selected yet`);
  });
}
