// A prerendered page's only script at first: build/prerender.tsx bundles it and names the app's
// entry in its data-app-src.
import { startPage } from './page-start';

const appSrc = document.currentScript?.dataset.appSrc;
if (!appSrc) throw new Error('the page start script needs data-app-src');
startPage(appSrc);
