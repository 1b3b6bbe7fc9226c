import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { LoadingScreen } from '../../web/src/components/layout/loading-screen';

describe('loading screen', () => {
  afterEach(() => vi.useRealTimers());

  it('shows "Caricamento...", a hint after 3 s and a reload button after 8 s', () => {
    vi.useFakeTimers();
    render(<LoadingScreen />);
    expect(screen.getByText(MSG.loading)).toBeTruthy();
    expect(screen.queryByText(/più tempo del previsto/)).toBeNull();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText(/più tempo del previsto/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.reloadPage })).toBeNull();

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: MSG.reloadPage })).toBeTruthy();
  });
});
