import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useUrlFilters } from '@/utils/url-filters';

/** useUrlFilters: updates that follow each other before the router has caught up all land. */

let api: ReturnType<typeof useUrlFilters> | null = null;
function Probe() {
  api = useUrlFilters();
  return <span data-testid="q">{api.params.toString()}</span>;
}

function setup(initial: string) {
  const router = createMemoryRouter([{ path: '/p', element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return router;
}

test('two updates in a row keep both (the second starts from the first, not from the last render)', async () => {
  const router = setup('/p?x=0');
  await act(async () => {
    api!.update({ q: '刘' });
    api!.update({ mask: '1' });
  });
  expect(new URLSearchParams(router.state.location.search).get('q')).toBe('刘');
  expect(new URLSearchParams(router.state.location.search).get('mask')).toBe('1');
  expect(new URLSearchParams(router.state.location.search).get('x')).toBe('0');
  // Removing and replacing entries; the history entry is replaced.
  await act(async () => {
    api!.update({ q: null, x: '2' });
  });
  expect(router.state.location.search).toBe('?x=2&mask=1');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a URL change the page did not write (a link) is the new starting point', async () => {
  const router = setup('/p?a=1');
  await act(async () => {
    api!.update({ b: '2' });
  });
  await act(async () => {
    await router.navigate('/p?c=3');
  });
  await act(async () => {
    api!.update({ d: '4' });
  });
  expect(router.state.location.search).toBe('?c=3&d=4');
});
