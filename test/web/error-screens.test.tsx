import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MSG } from '../../functions/core/messages';
import { FatalBoundary, RouteErrorScreen } from '../../web/src/components/layout/error-screens';

const Boom = ({ message }: { message: string }): never => {
  throw new Error(message);
};

describe('error screens', () => {
  it('a screen that fails to render shows the spec texts, the error and "Ricarica Pagina"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom message="mappa non caricata" />, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: MSG.renderErrorTitle })).toBeTruthy();
    expect(screen.getByText(MSG.renderErrorText)).toBeTruthy();
    expect(screen.getByText('mappa non caricata')).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.reloadPage })).toBeTruthy();
  });

  it('an error outside the router shows "ERRORE CRITICO DI SISTEMA" with an emergency restart', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <FatalBoundary>
        <Boom message="provider rotto" />
      </FatalBoundary>,
    );
    expect(screen.getByRole('heading', { name: MSG.fatalTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riavvio di emergenza' })).toBeTruthy();
  });
});
