import type { Locator, Page } from 'playwright-core';

export interface NameAndText {
  /** The accessible name, as Chromium's accessibility tree gives it to screen readers. */
  name: string;
  /**
   * The text on screen as voice control and checkers (axe-core's label-content-name-mismatch)
   * read it: the rendered text nodes run together, hidden ones left out. Not `innerText`, which
   * puts a line break between flex items and so splits "7C" and a count badge "1" into two words
   * that the text itself runs into one ("7C1").
   */
  text: string;
}

/**
 * The name and the shown text of every element of `role` inside `root`. The names come from the
 * browser itself (DevTools protocol), not from re-reading aria-label, so they are what assistive
 * technology gets whichever way the name was given.
 */
export async function namesAndTexts(page: Page, root: Locator, role: string): Promise<NameAndText[]> {
  const marker = 'data-e2e-names-root';
  await root.evaluate((element, attribute) => element.setAttribute(attribute, ''), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { root: document } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: document.nodeId, selector: `[${marker}]` });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId, role });
    const found: NameAndText[] = [];
    for (const node of nodes) {
      if (node.backendDOMNodeId === undefined) continue;
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: `function () {
          const walker = document.createTreeWalker(this, NodeFilter.SHOW_TEXT);
          let text = '';
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (node.parentElement.checkVisibility({ visibilityProperty: true })) text += node.data;
          return text;
        }`,
        returnByValue: true,
      });
      found.push({ name: String(node.name?.value ?? ''), text: String(result.value ?? '') });
    }
    return found;
  } finally {
    await cdp.detach();
    await root.evaluate((element, attribute) => element.removeAttribute(attribute), marker);
  }
}

/** Words only, for comparing a name with a label as WCAG 2.5.3 does: case, punctuation and spacing do not count. */
export function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** WCAG 2.5.3 (Label in Name), as its technique G208 advises: the name starts with the visible label. */
export function nameStartsWithText({ name, text }: NameAndText): boolean {
  const [spoken, shown] = [words(name), words(text)];
  return spoken === shown || spoken.startsWith(`${shown} `);
}
