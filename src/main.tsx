import { createApp } from './app/create-app';
import { startApp } from './app/start-app';
import './index.css';

// Evaluating the modules is one task; creating the app (which starts loading the first page's
// route) is the next, so input typed into the static sign-in page is handled in between.
setTimeout(() => void startApp(createApp(), document.getElementById('root')!), 0);
