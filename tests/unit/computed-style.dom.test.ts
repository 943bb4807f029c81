import { afterEach, describe, expect, it } from 'vitest';

/**
 * tests/helpers/computed-style.ts (installed as window.getComputedStyle by tests/setup-jsdom.ts) keeps jsdom's answer
 * per element: it must never be older than jsdom's own, whatever changed the page in between, synchronously.
 */
describe('the kept computed style', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  function mount() {
    const sheet = document.createElement('style');
    sheet.textContent = '.gone { display: none } .quiet { visibility: hidden }';
    document.head.append(sheet);
    const outer = document.createElement('div');
    const inner = document.createElement('span');
    outer.append(inner);
    document.body.append(outer);
    return { sheet, outer, inner };
  }

  it('is the same object while nothing changes, and jsdom’s current answer', () => {
    const { inner } = mount();
    const first = getComputedStyle(inner);
    expect(getComputedStyle(inner)).toBe(first);
    expect(first.display).toBe('inline');
  });

  it('follows a class, an inline style, a style sheet and a move, at once', () => {
    const { sheet, outer, inner } = mount();
    expect(getComputedStyle(inner).display).toBe('inline');
    inner.className = 'gone';
    expect(getComputedStyle(inner).display).toBe('none');
    inner.className = '';
    inner.style.display = 'block';
    expect(getComputedStyle(inner).display).toBe('block');
    inner.removeAttribute('style');
    sheet.textContent = 'span { display: flex }';
    expect(getComputedStyle(inner).display).toBe('flex');
    sheet.textContent = '.quiet { visibility: hidden }';
    outer.className = 'quiet';
    expect(getComputedStyle(inner).visibility).toBe('hidden');
    const elsewhere = document.createElement('p');
    document.body.append(elsewhere);
    elsewhere.append(inner);
    expect(getComputedStyle(inner).visibility).toBe('visible');
  });

  it('follows text and children changes (jsdom drops its cache for them too)', () => {
    const { sheet, outer, inner } = mount();
    sheet.textContent = 'div:empty { display: none }';
    inner.remove();
    expect(getComputedStyle(outer).display).toBe('none');
    outer.textContent = 'x';
    expect(getComputedStyle(outer).display).toBe('block');
  });
});
