import { watchFirstInteraction } from './components/first-interaction';

// What waits for the visitor's first gesture (the chat widget, prefetching) counts one made while loading.
watchFirstInteraction(window);
// Module Federation negotiates the shared singletons before any of them is imported.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
