import { act, screen, waitFor } from '@testing-library/react';
import { hydrateIsland } from '../../../bench/reactFloorRuntime';

const LISTS = { ru: '<ol><li>Пост</li></ol>', en: '<ol><li>Post</li></ol>' };

describe('the React floor’s runtime (bench/reactFloorRuntime.ts)', () => {
  test('draws the cards of the page’s language once the feed’s first page has arrived, and leaves other islands be', async () => {
    (globalThis as { REACT_FLOOR_LISTS?: Record<string, string> }).REACT_FLOOR_LISTS = LISTS;
    document.body.innerHTML = '<div id="feed"><section><p role="status">Loading...</p></section></div><div id="other"><nav>RU</nav></div>';
    let arrive = (_rows: unknown[]) => undefined as void;
    const loadPage = jest.fn(() => new Promise<unknown[]>((resolve) => (arrive = resolve)));
    hydrateIsland(document.getElementById('feed') as Element, 'blogFeed', { language: 'en' }, { loadPage });
    hydrateIsland(document.getElementById('other') as Element, 'languageSwitch', { language: 'en' });
    expect(loadPage).toHaveBeenCalledWith(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => arrive([]));
    await waitFor(() => expect(screen.getByText('Post')).toBeInTheDocument());
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.getElementById('other')?.innerHTML).toBe('<nav>RU</nav>');
  });
});
