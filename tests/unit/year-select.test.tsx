import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider, useLocation } from 'react-router';
import { YearSelect } from '@/components/year-select';
import { resolveSchoolYear, useSchoolYear } from '@/hooks/school-year';
import { useConstants } from '@/stores/constants';

const YEARS = [
  { id: 6, name: '2025-2026学年' },
  { id: 5, name: '2024-2025学年' },
  { id: 4, name: '2023-2024学年' },
];

function Page() {
  const year = useSchoolYear();
  const location = useLocation();
  return (
    <div>
      <YearSelect />
      <output data-testid="year">{year === null ? 'null' : year}</output>
      <output data-testid="search">{location.search}</output>
    </div>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/stats', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const yearShown = () => screen.getByTestId('year').textContent;
const searchShown = () => screen.getByTestId('search').textContent;
const selectedLabel = () => document.querySelector('.srp-year-select')!.textContent;

beforeEach(() => {
  act(() => useConstants.getState().setYears(YEARS, 6));
});

describe('useSchoolYear / YearSelect', () => {
  it('honours a valid yid in the URL and shows it (the guard, not the select, sets the store from the URL)', () => {
    renderAt('/stats?yid=5');
    expect(yearShown()).toBe('5');
    expect(selectedLabel()).toContain('2024-2025学年');
    expect(useConstants.getState().curYear).toBe(6);
  });

  it.each(['abc', '999', '5x', '-5', '', '5.0'])('ignores an invalid yid (%j) and uses the store’s year', (yid) => {
    renderAt(`/stats?yid=${encodeURIComponent(yid)}`);
    expect(yearShown()).toBe('6');
    expect(selectedLabel()).toContain('2025-2026学年');
    expect(useConstants.getState().curYear).toBe(6);
  });

  it('without yid uses the store’s year and leaves the URL alone', () => {
    renderAt('/stats?tab=grade');
    expect(yearShown()).toBe('6');
    expect(searchShown()).toBe('?tab=grade');
  });

  it('a choice pushes yid to the URL (a new history entry, other params kept)', async () => {
    const router = renderAt('/stats?tab=grade');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '学年' }));
    const option = await screen.findByTitle('2023-2024学年');
    fireEvent.click(option);

    await waitFor(() => expect(yearShown()).toBe('4'));
    expect(new URLSearchParams(searchShown()).get('yid')).toBe('4');
    expect(new URLSearchParams(searchShown()).get('tab')).toBe('grade');
    expect(router.state.historyAction).toBe('PUSH');
    expect(selectedLabel()).toContain('2023-2024学年');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(yearShown()).toBe('6'));
    expect(searchShown()).toBe('?tab=grade');
  });

  it('follows the store when the URL has no year', () => {
    renderAt('/stats');
    act(() => useConstants.getState().setCurYear(4));
    expect(yearShown()).toBe('4');
  });

  it('a choice shows in the select at once; the URL (the page) follows after the next paint; Back shows the year before', async () => {
    const router = renderAt('/stats?tab=grade');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '学年' }));
    fireEvent.click(await screen.findByTitle('2023-2024学年'));
    // The input's own paint: the select shows the choice, the page has not moved yet.
    expect(selectedLabel()).toContain('2023-2024学年');
    expect(searchShown()).toBe('?tab=grade');
    expect(yearShown()).toBe('6');

    await waitFor(() => expect(yearShown()).toBe('4'));
    expect(selectedLabel()).toContain('2023-2024学年');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(yearShown()).toBe('6'));
    expect(selectedLabel()).toContain('2025-2026学年');
    act(() => void router.navigate(1));
    await waitFor(() => expect(yearShown()).toBe('4'));
    expect(selectedLabel()).toContain('2023-2024学年');
  });

  it('a choice whose navigation is turned away (the URL keeps its year) shows the URL’s year again', async () => {
    // A loader that sends the chosen year back to the page without it (as the guard does with a year it refuses).
    const router = createMemoryRouter(
      [
        {
          path: '/stats',
          loader: ({ request }) => (new URL(request.url).searchParams.has('yid') ? redirect('/stats?tab=grade') : null),
          element: <Page />,
        },
      ],
      { initialEntries: ['/stats?tab=grade'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(searchShown()).toBe('?tab=grade'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '学年' }));
    fireEvent.click(await screen.findByTitle('2023-2024学年'));
    expect(selectedLabel()).toContain('2023-2024学年');
    await waitFor(() => expect(selectedLabel()).toContain('2025-2026学年'));
    expect(yearShown()).toBe('6');
    expect(searchShown()).toBe('?tab=grade');
  });

  it('before the years are loaded: null and a disabled select', () => {
    act(() => useConstants.getState().reset());
    renderAt('/stats?yid=5');
    expect(yearShown()).toBe('null');
    expect(screen.getByRole('combobox', { name: '学年' })).toBeDisabled();
  });
});

describe('resolveSchoolYear', () => {
  it('URL first when known, else the store', () => {
    expect(resolveSchoolYear('5', YEARS, 6)).toBe(5);
    expect(resolveSchoolYear(' 4 ', YEARS, 6)).toBe(4);
    expect(resolveSchoolYear('7', YEARS, 6)).toBe(6);
    expect(resolveSchoolYear('1e1', YEARS, 6)).toBe(6);
    expect(resolveSchoolYear(null, YEARS, 6)).toBe(6);
    expect(resolveSchoolYear('5', [], null)).toBeNull();
  });
});
