import { waitFor } from '@testing-library/react';
import { demoServer } from '@/demo/node';

/**
 * Reading a statistics page in integration tests: the visible page, its widgets by title, a widget's state,
 * and the requests the demo API received (path, content type and decoded body per encoding).
 */

/** The visible page (cached tabs stay mounted but hidden). */
export function visiblePage(): HTMLElement {
  const pages = [...document.querySelectorAll<HTMLElement>('.srp-page')];
  return pages.find((p) => !p.closest('[hidden]') && p.style.display !== 'none') ?? document.body;
}

export function widgetTitles(): string[] {
  return [...visiblePage().querySelectorAll<HTMLElement>('.srp-widget .ant-card-head-title')].map(
    (h) => h.firstElementChild?.firstElementChild?.textContent ?? h.textContent ?? '',
  );
}

/** The widget card of a title ('.ant-card-head-title' holds the title, then the subtitle). */
export function widget(title: string): HTMLElement {
  const heads = [...visiblePage().querySelectorAll<HTMLElement>('.srp-widget .ant-card-head-title')];
  const head = heads.find((h) => {
    const own = h.firstElementChild?.firstElementChild?.textContent ?? h.textContent ?? '';
    return own === title || h.textContent === title;
  });
  if (!head) throw new Error(`no widget “${title}”; widgets: ${heads.map((h) => h.textContent).join(' | ')}`);
  return head.closest<HTMLElement>('.srp-widget')!;
}

export function state(card: HTMLElement): 'loading' | 'error' | 'empty' | 'data' {
  // Busy with data shown (a refetch): not settled yet.
  if (card.querySelector('.srp-widget-loading') || card.getAttribute('aria-busy') === 'true') return 'loading';
  if (card.querySelector('.srp-widget-error')) return 'error';
  if (card.querySelector('.srp-widget-empty')) return 'empty';
  return 'data';
}

/** Waits until every widget of the list shows data (a chart, a table or KPI tiles); `exact`: and no others. */
export async function allShowData(titles: readonly string[], exact = true) {
  await waitFor(() => {
    for (const t of titles) expect(`${t}: ${state(widget(t))}`).toBe(`${t}: data`);
  });
  for (const t of titles) {
    const content = widget(t).querySelector('.srp-chart, table, .srp-kpi-card, .srp-compare, .srp-myclass-card');
    expect(content, t).not.toBeNull();
  }
  if (exact) expect(widgetTitles().sort()).toEqual([...titles].sort());
}

/**
 * A button by its exact text inside a container: getByRole over a table of links takes seconds under jsdom
 * (the accessible-name computation); the text is as good a handle for a link-styled button.
 */
export function buttonByText(container: HTMLElement, text: string): HTMLElement {
  const button = [...container.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no button “${text}”`);
  return button;
}

export interface Seen {
  /** Path after the host, e.g. /services/staticreadingdata/api/reading/queryReadingOverview. */
  path: string;
  contentType: string | null;
  /** The body decoded by its encoding: JSON (json and raw) or form fields. */
  body: Record<string, unknown>;
  encoding: 'json' | 'form' | 'none';
}

/**
 * Records every request the demo API receives until the test ends (afterEach removes the listeners); `comparisons`:
 * also the KPI cards' calls for the period before (isComparisonBody), left out by default.
 */
export function recordRequests({ comparisons = false }: { comparisons?: boolean } = {}): Seen[] {
  const seen: Seen[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    void request
      .clone()
      .text()
      .then((text) => {
        let body: Record<string, unknown> = {};
        let encoding: Seen['encoding'] = 'none';
        if (text && contentType?.includes('x-www-form-urlencoded')) {
          body = Object.fromEntries(new URLSearchParams(text));
          encoding = 'form';
        } else if (text) {
          try {
            body = JSON.parse(text) as Record<string, unknown>;
            encoding = 'json';
          } catch {
            body = {};
          }
        }
        if (comparisons || !isComparisonBody(text)) seen.push({ path: url.pathname, contentType, body, encoding });
      });
  });
  return seen;
}

/**
 * Whether a request body is a KPI card's comparison call (the same call for the period before: a range of months a
 * year or a term earlier; src/hooks/queries.ts useCompareQuery), which tests of a page's own figures leave out.
 */
export function isComparisonBody(text: string): boolean {
  try {
    return 'fromMonth' in (JSON.parse(text) as Record<string, unknown>);
  } catch {
    return new URLSearchParams(text).has('fromMonth');
  }
}

/** The last answer (`data`) of each path of the page's own calls (comparison calls left out: isComparisonBody). */
export function recordPageAnswers(): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  const bodies = new Map<string, Promise<string>>();
  demoServer.events.on('request:start', ({ request, requestId }) => void bodies.set(requestId, request.clone().text()));
  demoServer.events.on('response:mocked', ({ request, requestId, response }) => {
    const path = new URL(request.url).pathname;
    void Promise.all([bodies.get(requestId) ?? Promise.resolve(''), response.clone().json() as Promise<{ data?: unknown }>]).then(
      ([text, json]) => {
        if (!isComparisonBody(text)) answers.set(path, json.data);
      },
    );
  });
  return answers;
}
