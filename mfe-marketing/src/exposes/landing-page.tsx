import { useRef } from 'react';
import type { ExposedProps } from '@lezioni/contracts';
import { Stylesheet } from '@lezioni/web-kit';
import { ctaPaths } from '../features/landing/cta-paths';
import { LANDING_CSS } from '../features/landing/landing-styles';
import { HeroSection } from '../features/landing/components/hero-section';
import { TrustBadgesSection } from '../features/landing/components/trust-badges-section';
import { AboutSection } from '../features/landing/components/about-section';
import { HowItWorksSection } from '../features/landing/components/how-it-works-section';
import { PromisesSection } from '../features/landing/components/promises-section';
import { PricingSection } from '../features/landing/components/pricing-section';
import { TestimonialsSection } from '../features/landing/components/testimonials-section';
import { StatsSection } from '../features/landing/components/stats-section';
import { ClosingCtaSection } from '../features/landing/components/closing-cta-section';
import { LandingFooter } from '../features/landing/components/landing-footer';
import { VideoSection } from '../features/video/video-section';
import { AvatarImage } from '../features/landing/components/avatar-image';
import { PlayIcon } from '../features/landing/components/icons';
import { LAID_OUT_CLASS, useAnchorLanding } from '../features/landing/use-anchor-landing';

const VIDEO_SECTION_ID = 'video';

/** Scrolls to the video and moves focus there, so keyboard and screen-reader users follow the jump. */
function showVideo() {
  const section = document.getElementById(VIDEO_SECTION_ID);
  if (!section) return;
  // The sections above it at their real heights, not their placeholders' (NOTES.md).
  section.closest('.lz-landing')?.classList.add(LAID_OUT_CLASS);
  const isReducedMotionPreferred = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: isReducedMotionPreferred ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/** The public landing page (spec §1–§2), rendered inside the shell's layout, below its top bar. */
export function LandingPage({ user, config }: ExposedProps<'marketing', 'LandingPage'>) {
  const paths = ctaPaths(user);
  const root = useRef<HTMLDivElement>(null);
  useAnchorLanding(root);

  return (
    <div className="lz-landing" ref={root}>
      <Stylesheet href="lz-landing" css={LANDING_CSS} />
      <HeroSection teacherName={config.teacherName} bookingPath={paths.booking} onWatchVideo={showVideo} />
      <TrustBadgesSection />
      <AboutSection teacherName={config.teacherName} teacherAvatarUrl={config.teacherAvatarUrl} />
      <VideoSection
        id={VIDEO_SECTION_ID}
        teacherName={config.teacherName}
        poster={
          <>
            <AvatarImage src={config.teacherAvatarUrl} name={config.teacherName} size={96} />
            <span className="lz-video__play">
              <PlayIcon />
            </span>
          </>
        }
        videoId={config.videoId}
        productionHost={config.productionHost}
      />
      <HowItWorksSection />
      <PromisesSection />
      <PricingSection packagesPath={paths.packages} />
      <TestimonialsSection />
      <StatsSection />
      <ClosingCtaSection bookingPath={paths.booking} />
      <LandingFooter teacherName={config.teacherName} />
    </div>
  );
}
