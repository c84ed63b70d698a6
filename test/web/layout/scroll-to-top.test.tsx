import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

afterEach(() => vi.restoreAllMocks());

let navigate: ReturnType<typeof useNavigate>;
const Page = () => {
  navigate = useNavigate();
  return <ScrollToTop />;
};

const renderAt = (path: string) => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return scrollTo;
};

describe('ScrollToTop', () => {
  it('opens a page reached by a link at its top, but not on the first load', async () => {
    const scrollTo = renderAt('/dashboard');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/scripts'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the position alone for back and forward, and for a new query on the same page', async () => {
    const scrollTo = renderAt('/dashboard');
    await act(async () => navigate('/scripts'));
    scrollTo.mockClear();
    await act(async () => navigate('/scripts?q=tomatoes'));
    await act(async () => navigate(-1));
    await act(async () => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
