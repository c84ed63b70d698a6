import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

afterEach(() => vi.restoreAllMocks());

const renderAt = (path: string) => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { scrollTo, navigate: (to: string | number) => act(async () => void (await (typeof to === 'number' ? router.navigate(to) : router.navigate(to)))) };
};

describe('ScrollToTop', () => {
  it('opens a page reached by a link at its top, but not on the first load', async () => {
    const { scrollTo, navigate } = renderAt('/dashboard');
    expect(scrollTo).not.toHaveBeenCalled();
    await navigate('/scripts');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the position alone for back and forward, and for a new query on the same page', async () => {
    const { scrollTo, navigate } = renderAt('/dashboard');
    await navigate('/scripts');
    scrollTo.mockClear();
    await navigate('/scripts?q=tomatoes');
    await navigate(-1);
    await navigate(-1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
