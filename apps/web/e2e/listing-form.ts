import type { Locator, Page } from 'playwright-core';
import { header, pathOf, visible } from './harness/page';

/** The listing form's fields as a seller types them; the condition is an option's name. */
export interface ListingFormFields {
  instrument_type?: string;
  brand?: string;
  model?: string;
  size?: string;
  condition?: string;
  price?: string;
  description?: string;
}

/** "Add Listing" in the header: the create dialog, once it shows. */
export async function openCreateListing(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Add Listing' }).click();
  return visible(page.getByRole('dialog', { name: 'Create A New Mouthpiece Listing' }));
}

/**
 * Fills the fields given, in the form's order, as a seller would: text typed into each labelled
 * field, the condition picked from its list. Fields left out are not touched, so a test can
 * check what the form says between two calls (the size hint once the size is typed).
 */
export async function fillListingForm(page: Page, dialog: Locator, fields: ListingFormFields): Promise<void> {
  const { instrument_type, brand, model, size, condition, price, description } = fields;
  if (instrument_type !== undefined) await dialog.getByLabel('Instrument type').fill(instrument_type);
  if (brand !== undefined) await dialog.getByLabel('Brand').fill(brand);
  if (model !== undefined) await dialog.getByLabel('Model').fill(model);
  if (size !== undefined) await dialog.getByLabel('Size').fill(size);
  if (condition !== undefined) {
    await dialog.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: condition, exact: true }).click();
  }
  if (price !== undefined) await dialog.getByLabel('Price (AUD)').fill(price);
  if (description !== undefined) await dialog.getByLabel('Description').fill(description);
}

/** "Create Listing", then the new listing's page: its id. */
export async function createFromForm(page: Page, dialog: Locator): Promise<number> {
  await dialog.getByRole('button', { name: 'Create Listing' }).click();
  await page.waitForURL((url) => /^\/listings\/\d+$/.test(url.pathname));
  return Number(pathOf(page).split('/').pop());
}
