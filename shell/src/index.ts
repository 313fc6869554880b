import { watchFirstInteraction } from './components/first-interaction';
import { nextTask } from './components/next-task';

// What waits for the visitor's first gesture (the chat widget, prefetching) counts one made while loading.
watchFirstInteraction(window);
// Module Federation negotiates the shared singletons before any of them is imported. The start's
// modules are run in four tasks, not one: React's DOM renderer, Redux with RTK Query (this build's
// copy, the one web-kit's singleton uses), the kit (store, api, router, texts), then the shell's
// own; a phone answers input between them (issue 43).
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@reduxjs/toolkit/query/react'))
  .then(nextTask)
  .then(() => import('@lezioni/web-kit'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
