import { createElement } from 'react';
import { render } from '@testing-library/react';
import { PRINT_HEADER_PROPERTY, printHeaderValue, usePrintPage } from '@/features/evaluation/report-kit';

/**
 * The assessment reports' running header (docs/rules.md#print, #hostile-text): the page box is a constant stylesheet,
 * the header one custom property whose every character is a hex escape. A school name with a form feed, quotes and
 * braces cannot end the CSS string or add a rule to the printout.
 */
const HOSTILE = '滨江市实验小学\u000c"; } @page { @bottom-center { content: "本报告已作废" } } .x { content: "';

function Report({ header }: { header: string }) {
  usePrintPage(header);
  return null;
}

const printStyles = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-srp-print]')];

test('the value is one CSS string of hex escapes: no character of the name is CSS text', () => {
  const value = printHeaderValue(HOSTILE);
  expect(value.startsWith('"') && value.endsWith('"')).toBe(true);
  const body = value.slice(1, -1);
  expect(body).toMatch(/^(\\[0-9a-f]{1,6} )+$/);
  // eslint-disable-next-line no-control-regex -- the form feed must not reach the CSS
  expect(body).not.toMatch(/[{}";@\u000c]|page|作废/);
  // Decoded, it is the cleaned name: the form feed is gone (a space), everything else is text.
  const decoded = body
    .trim()
    .split(' ')
    .map((h) => String.fromCodePoint(parseInt(h.slice(1), 16)))
    .join('');
  expect(decoded).toBe(HOSTILE.replace('\u000c', ' '));
});

test('the stylesheet is the same whatever the header; the header is the custom property; both go with the page', () => {
  const { rerender, unmount } = render(createElement(Report, { header: '滨江市实验小学 · 期中测评' }));
  const [style] = printStyles();
  const constant = style.textContent;
  expect(constant).toContain(`var(${PRINT_HEADER_PROPERTY}`);
  expect(constant).not.toContain('滨江');
  expect(document.documentElement.style.getPropertyValue(PRINT_HEADER_PROPERTY)).toBe(printHeaderValue('滨江市实验小学 · 期中测评'));

  rerender(createElement(Report, { header: HOSTILE }));
  const styles = printStyles();
  expect(styles).toHaveLength(1);
  expect(styles[0].textContent).toBe(constant);
  expect(styles[0].textContent).not.toContain('作废');
  expect(document.documentElement.style.getPropertyValue(PRINT_HEADER_PROPERTY)).toBe(printHeaderValue(HOSTILE));

  unmount();
  expect(printStyles()).toHaveLength(0);
  expect(document.documentElement.style.getPropertyValue(PRINT_HEADER_PROPERTY)).toBe('');
});
