import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/create-app';
import './index.css';

const app = createApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
