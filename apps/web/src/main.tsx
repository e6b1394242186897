import './styles.css';
import { importInTurns } from './app/boot/import-in-turns';
import { wakeApp } from './app/boot/wake';

// The first script every page loads: small, so a public page the server rendered is usable before
// the app, which it loads when it is needed (decision 0050), React DOM first (decision 0078).
wakeApp(() =>
  importInTurns(
    () => import('react-dom/client'),
    () => import('./app/start'),
  ),
);
