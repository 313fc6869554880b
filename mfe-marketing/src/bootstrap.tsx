import { mountStandalone } from '@lezioni/web-kit/standalone';
import { LandingPage } from './exposes/landing-page';

mountStandalone(({ user, config }) => <LandingPage user={user} config={config} />);
