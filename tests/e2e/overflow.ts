/** What a person sees cut off on a phone: shared by the text-zoom and the languages' layout specs. */
import type { Page } from '@playwright/test';

/** Visible elements whose box reaches past the viewport's right edge, and the page's sideways scroll. */
export function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways (${String(document.documentElement.scrollWidth)} > ${String(width)})`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      // Inside a container that scrolls on purpose (a document's pages, a wide table): not cut off.
      let parent = element.parentElement;
      let scrolled = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (['auto', 'scroll'].includes(style.overflowX) || style.position === 'fixed') scrolled = scrolled || ['auto', 'scroll'].includes(style.overflowX);
        parent = parent.parentElement;
      }
      if (scrolled || element.closest('.visually-hidden, dialog:not([open])')) continue;
      found.push(`${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}" reaches ${String(Math.round(box.right))} px`);
    }
    return found;
  });
}
