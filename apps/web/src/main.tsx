import './styles.css';
import { wakeApp } from './app/boot/wake';

// The first script every page loads: small, so a public page the server rendered is usable before
// the app, which it loads when it is needed (decision 0050).
wakeApp(() => import('./app/start'));
