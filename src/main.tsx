import 'react-dom/client';
import './index.css';

// Not lib/when-idle's nextTask: whatever this file imports statically evaluates with it, and
// that module would take the app's chunk with it (see docs/decisions/0040-chunk-groups.md).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Start-up is three tasks, none of them long: React DOM's code is evaluated with this
// file; the app's code when it has been imported (preloaded with this file); then the app is
// created, which starts loading the first page's route. Input typed into the static sign-in page
// is handled in between.
void Promise.all([import('./app/create-app'), import('./app/start-app')]).then(
  async ([{ createApp }, { startApp }]) => {
    await nextTask();
    await startApp(createApp(), document.getElementById('root')!);
  },
);
