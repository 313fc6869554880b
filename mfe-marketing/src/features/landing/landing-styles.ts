import { THEME_TOKENS } from '@lezioni/web-kit/theme';

/** Red of the flag, for the hero flag and the one badge that must stand out (white on it is 6.5:1). */
export const ACCENT_COLOR = '#b3261e';
// The primary colour darkened for hover and for text on tinted backgrounds (7.7:1 on white).
const PRIMARY_DARK = '#185f3c';

// Plain CSS rendered through React 19's <style precedence>: no CSS loader in the build, and jest needs none.
export const LANDING_CSS = `
.lz-landing {
  --lz-primary: ${THEME_TOKENS.colorPrimary}; --lz-primary-dark: ${PRIMARY_DARK};
  --lz-text: ${THEME_TOKENS.colorText}; --lz-text-muted: ${THEME_TOKENS.colorTextSecondary};
  --lz-surface: #ffffff; --lz-surface-alt: ${THEME_TOKENS.colorBgLayout}; --lz-border: ${THEME_TOKENS.colorBorder};
  --lz-radius: 1rem;
  color: var(--lz-text); background: var(--lz-surface); font-family: ${THEME_TOKENS.fontFamily}; line-height: 1.6; overflow-wrap: break-word;
}
.lz-landing *, .lz-landing *::before, .lz-landing *::after { box-sizing: border-box; }
.lz-landing h1, .lz-landing h2, .lz-landing h3 { line-height: 1.2; margin: 0; color: var(--lz-text); }
.lz-landing h2 { font-size: clamp(1.625rem, 1.2rem + 1.8vw, 2.25rem); margin-bottom: 0.75rem; }
.lz-landing h3 { font-size: 1.1875rem; }
.lz-landing p { margin: 0; } /* Notes that need a margin say .lz-landing too, or this wins. */
.lz-landing a:focus-visible, .lz-landing button:focus-visible, .lz-landing [tabindex="-1"]:focus-visible {
  outline: 3px solid var(--lz-primary); outline-offset: 3px;
}
.lz-landing [tabindex="-1"]:focus:not(:focus-visible) { outline: none; }
.lz-container { width: 100%; max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
.lz-section { padding: clamp(3rem, 2rem + 4vw, 5rem) 0; scroll-margin-top: 4.5rem; }
.lz-section--alt { background: var(--lz-surface-alt); }
/* Sections below the hero are laid out and painted only as they near the viewport: the first view's
   main-thread work is the hero's. 'auto' keeps each section's real height once it has been seen. */
.lz-landing > .lz-section:not(.lz-hero), .lz-footer { content-visibility: auto; contain-intrinsic-size: auto 40rem; }
/* Once a visitor jumps to a section, every section takes its real height (use-anchor-landing.ts), and
   the section's heading lands just under the sticky top bar (64 px and its border). */
.lz-landing.lz-landing--laid-out > .lz-section:not(.lz-hero), .lz-landing.lz-landing--laid-out .lz-footer { content-visibility: visible; }
.lz-section h2 { scroll-margin-top: 5rem; }
.lz-section__head { max-width: 42rem; margin: 0 auto 2.5rem; text-align: center; }
.lz-lead { font-size: 1.125rem; color: var(--lz-text-muted); }
.lz-list-reset { list-style: none; margin: 0; padding: 0; }
.lz-grid { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr)); }
.lz-card {
  background: var(--lz-surface); border: 1px solid var(--lz-border); border-radius: var(--lz-radius);
  padding: 1.75rem 1.5rem;
}
.lz-icon { width: 1.25em; height: 1.25em; flex: none; vertical-align: -0.2em; }
.lz-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}

.lz-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.lz-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 2.75rem;
  padding: 0.625rem 1.5rem; border-radius: 0.625rem; border: 2px solid var(--lz-primary);
  font-weight: 600; font-size: 1rem; font-family: inherit; line-height: 1.5; text-decoration: none; cursor: pointer;
  transition: background-color 0.15s, color 0.15s;
}
.lz-btn--primary { background: var(--lz-primary); color: #fff; }
.lz-btn--primary:hover { background: var(--lz-primary-dark); border-color: var(--lz-primary-dark); color: #fff; }
.lz-btn--secondary { background: var(--lz-surface); color: var(--lz-primary); }
.lz-btn--secondary:hover { background: var(--lz-surface-alt); color: var(--lz-primary-dark); }
.lz-btn--block { width: 100%; }

.lz-hero { background: linear-gradient(160deg, #e6f2ec 0%, #ffffff 55%, #fbeceb 100%); }
.lz-hero__inner { display: grid; gap: 2.5rem; align-items: center; grid-template-columns: minmax(0, 1fr); }
.lz-hero__eyebrow { font-weight: 600; color: var(--lz-primary-dark); margin-bottom: 0.75rem; }
.lz-hero h1 { font-size: clamp(2.125rem, 1.4rem + 3.2vw, 3.5rem); margin-bottom: 1rem; }
.lz-hero .lz-lead { margin-bottom: 1.75rem; max-width: 36rem; }
.lz-hero__claims { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin-top: 1.75rem; font-weight: 600; }
.lz-hero__claims li { display: inline-flex; align-items: center; gap: 0.375rem; }
.lz-hero__stars { color: #8a5a00; }
.lz-hero__art { justify-self: center; width: min(100%, 22rem); }
@media (min-width: 56rem) { .lz-hero__inner { grid-template-columns: 3fr 2fr; } }

.lz-badges { padding: 1.5rem 0; border-block: 1px solid var(--lz-border); }
.lz-badges ul { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem 2rem; }
.lz-badges li { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 600; color: var(--lz-primary-dark); }

.lz-about__inner { display: grid; gap: 2.5rem; align-items: center; grid-template-columns: minmax(0, 1fr); }
.lz-about__photo { justify-self: center; }
.lz-about__photo img, .lz-about__photo .lz-avatar { width: 12rem; height: 12rem; font-size: 3rem; }
.lz-about p + p { margin-top: 1rem; }
.lz-facts { display: grid; gap: 0.75rem; margin-top: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); }
.lz-facts li { display: flex; gap: 0.5rem; align-items: flex-start; }
.lz-facts .lz-icon, .lz-features .lz-icon { color: var(--lz-primary); margin-top: 0.2em; }
@media (min-width: 48rem) { .lz-about__inner { grid-template-columns: auto minmax(0, 1fr); } }

.lz-avatar {
  display: inline-flex; align-items: center; justify-content: center; flex: none; border-radius: 50%;
  object-fit: cover; background: var(--lz-primary); color: #fff; font-weight: 700; letter-spacing: 0.02em;
}

.lz-steps { counter-reset: lz-step; }
.lz-step__number {
  display: inline-flex; align-items: center; justify-content: center; width: 2.5rem; height: 2.5rem;
  border-radius: 50%; background: var(--lz-primary); color: #fff; font-weight: 700; margin-bottom: 1rem;
}
.lz-step h3, .lz-promise h3 { margin-bottom: 0.5rem; }
.lz-step p, .lz-promise p { color: var(--lz-text-muted); }

.lz-promises { background: var(--lz-primary-dark); }
.lz-promises h2 { color: #fff; text-align: center; margin-bottom: 2rem; }
.lz-promise { background: rgb(255 255 255 / 0.06); border-color: rgb(255 255 255 / 0.2); }
.lz-landing .lz-promise h3 { color: #fff; }
.lz-landing .lz-promise p { color: #e3efe9; }

.lz-pricing .lz-grid { align-items: stretch; }
.lz-price-item { display: flex; }
.lz-price-card { flex: 1; position: relative; display: flex; flex-direction: column; gap: 1rem; }
.lz-price-card--popular { border: 2px solid var(--lz-primary); box-shadow: 0 1rem 2.5rem rgb(31 122 77 / 0.15); }
.lz-price-card__badge {
  position: absolute; top: 0; left: 50%; transform: translate(-50%, -50%); white-space: nowrap;
  padding: 0.25rem 0.875rem; border-radius: 999px; background: ${ACCENT_COLOR}; color: #fff;
  font-size: 0.875rem; font-weight: 700;
}
.lz-price-card__subtitle { color: var(--lz-text-muted); }
.lz-price-card__price { font-size: 2.5rem; font-weight: 700; line-height: 1; color: var(--lz-text); }
.lz-price-card__duration { display: block; margin-top: 0.375rem; font-size: 0.9375rem; color: var(--lz-text-muted); }
.lz-features { display: grid; gap: 0.5rem; flex: 1; }
.lz-features li { display: flex; gap: 0.5rem; }
.lz-landing .lz-pricing__note { margin-top: 1.5rem; text-align: center; color: var(--lz-text-muted); }

.lz-testimonial { height: 100%; display: flex; flex-direction: column; gap: 1rem; margin: 0; }
.lz-testimonial__highlight { align-self: flex-start; padding: 0.25rem 0.75rem; border-radius: 999px; background: #e6f2ec; color: var(--lz-primary-dark); font-weight: 600; font-size: 0.875rem; }
.lz-testimonial blockquote { margin: 0; flex: 1; }
.lz-testimonial figcaption { display: flex; gap: 0.75rem; align-items: center; }
.lz-testimonial .lz-avatar { width: 3rem; height: 3rem; font-size: 1.0625rem; }
.lz-testimonial__meta { display: block; font-size: 0.875rem; color: var(--lz-text-muted); }

.lz-stats dl { display: grid; gap: 1.5rem; margin: 0; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); text-align: center; }
.lz-stats dl > div { display: flex; flex-direction: column-reverse; }
.lz-stats dd { margin: 0; font-size: clamp(2rem, 1.5rem + 2vw, 2.75rem); font-weight: 700; color: var(--lz-primary); line-height: 1.1; }
.lz-stats dt { color: var(--lz-text-muted); font-weight: 600; }

.lz-closing { text-align: center; background: linear-gradient(160deg, #e6f2ec, #fbeceb); }
.lz-closing .lz-lead { max-width: 36rem; margin: 0 auto 1.75rem; }
.lz-closing .lz-actions { justify-content: center; }
.lz-landing .lz-closing__note { margin-top: 1.25rem; font-size: 0.9375rem; color: var(--lz-text-muted); }
.lz-landing .lz-closing__note a, .lz-landing .lz-pricing__note a { color: var(--lz-primary-dark); text-decoration: underline; }

.lz-footer { padding: 2.5rem 0; background: #10231c; color: #d4e3dc; }
.lz-footer__inner { display: flex; flex-wrap: wrap; gap: 1.25rem 2rem; justify-content: space-between; align-items: center; }
.lz-footer ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; }
.lz-landing .lz-footer a { color: #fff; text-decoration: underline; text-underline-offset: 0.2em; }
.lz-landing .lz-footer a:focus-visible { outline-color: #fff; }

@media (max-width: 30rem) {
  .lz-actions > * { flex: 1 1 100%; }
}
@media (prefers-reduced-motion: reduce) {
  .lz-btn { transition: none; }
}
`;
