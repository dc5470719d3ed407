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

/** Text that its box cuts short: a label wider than the element that clips it (an ellipsis, overflow hidden). */
export function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (!hasText || element.closest('.visually-hidden, dialog:not([open])')) continue;
      const style = getComputedStyle(element);
      if (!['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}" is cut short`);
    }
    return found;
  });
}

/**
 * Text squeezed into a column so narrow that it wraps a letter or two per line ("S/t/a/r/t/w/o/r/k"):
 * no overflow check sees it, since nothing passes the edge. A text of four or more letters laid out
 * on three or more lines, with at least one line for every two letters.
 */
export function lettersPerLine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const letters = (node.textContent ?? '').replace(/\s/g, '').length;
      if (letters < 4 || node.parentElement?.closest('.visually-hidden, dialog:not([open])')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size >= 3 && lines.size * 2 >= letters) {
        found.push(`${node.parentElement?.tagName.toLowerCase() ?? ''}.${node.parentElement?.className ?? ''} "${(node.textContent ?? '').trim().slice(0, 30)}" wraps a letter or two per line`);
      }
    }
    return found;
  });
}

/**
 * List entries whose parts do not read as one entry: an item without a box of its own (`display:
 * contents` hands its parts to the list's grid, which paired one row's time with another row's event,
 * issue 35), or a part drawn outside its item's box.
 */
export function rowsApart(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const item of document.querySelectorAll<HTMLElement>('main li')) {
      if (item.closest('.visually-hidden, dialog:not([open])')) continue;
      const text = (item.textContent ?? '').trim().slice(0, 30);
      if (getComputedStyle(item).display === 'contents') {
        found.push(`li.${item.className} "${text}" has no box of its own: its parts join the list's grid`);
        continue;
      }
      const box = item.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (const part of item.children) {
        const inner = part.getBoundingClientRect();
        // A dialog opened from the entry, or a part placed on purpose, is not part of its row.
        const position = getComputedStyle(part).position;
        if (inner.width === 0 || inner.height === 0 || part.tagName === 'DIALOG' || position === 'absolute' || position === 'fixed') continue;
        if (inner.top < box.top - 1 || inner.bottom > box.bottom + 1 || inner.left < box.left - 1 || inner.right > box.right + 1) {
          found.push(`li.${item.className} "${text}": its ${part.tagName.toLowerCase()}.${part.className} is drawn outside the entry`);
        }
      }
    }
    return found;
  });
}
