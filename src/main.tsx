import { createApp } from './app/create-app';
import { startApp } from './app/start-app';
import './index.css';

void startApp(createApp(), document.getElementById('root')!);
