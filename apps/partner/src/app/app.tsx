import { BrowserRouter } from 'react-router';
import { BASENAME } from '../config/paths';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
