// The prerendered landing page's only script at first: build/prerender-landing.tsx bundles it and
// names the app's entry in its data-app-src.
import { startLanding } from './landing-start';

const appSrc = document.currentScript?.dataset.appSrc;
if (!appSrc) throw new Error('the landing start script needs data-app-src');
startLanding(appSrc);
