import { THEME_TOKENS as T } from '../theme/theme-tokens';
import { Stylesheet } from './stylesheet';

// Not among the shared tokens: the error tint, each tint's border, and the hover shades. Text on
// every tint reads at 4.5:1 or more (ui-styles.test.ts).
export const UI_COLORS = {
  infoBg: '#e9f1fb',
  infoBorder: '#a8c5ea',
  infoIcon: '#1d5fa8',
  errorBg: '#fdecea',
  errorBorder: '#f1b8b1',
  successBorder: '#a9d3b9',
  warningBorder: '#efcf96',
  primaryHover: T.colorPrimaryBorder,
  errorHover: '#a33024',
  /** Inputs and checkboxes: their edge must stand out at 3:1 (WCAG 1.4.11), unlike a card's. */
  controlBorder: '#878079',
  tipBg: '#2b2f33',
} as const;

// One stylesheet for the whole kit, in plain CSS through React 19's <style precedence> (as the landing
// page and the lesson room): no runtime CSS-in-JS, no CSS loader. Phones get 44 px touch targets.
export const UI_CSS = `
.lz-ui-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box;
  min-height: ${T.controlHeight}px; padding: 4px 15px; border: 1px solid ${T.colorBorder}; border-radius: ${T.borderRadius}px;
  background: #fff; color: ${T.colorText}; font: 600 ${T.fontSize}px/1.5 ${T.fontFamily}; text-align: center;
  text-decoration: none; cursor: pointer; transition: background-color 0.2s, border-color 0.2s, color 0.2s;
}
.lz-ui-btn:hover { border-color: ${T.colorPrimary}; color: ${T.colorPrimary}; }
.lz-ui-btn:focus-visible, .lz-ui-checkbox input:focus-visible, .lz-ui-input:focus-visible {
  outline: 3px solid ${T.colorPrimaryBorder}; outline-offset: 2px;
}
.lz-ui-btn--primary { background: ${T.colorPrimary}; border-color: ${T.colorPrimary}; color: #fff; }
.lz-ui-btn--primary:hover { background: ${UI_COLORS.primaryHover}; border-color: ${UI_COLORS.primaryHover}; color: #fff; }
.lz-ui-btn--danger { border-color: ${T.colorError}; color: ${T.colorError}; }
.lz-ui-btn--danger:hover { border-color: ${UI_COLORS.errorHover}; color: ${UI_COLORS.errorHover}; }
.lz-ui-btn--primary.lz-ui-btn--danger { background: ${T.colorError}; color: #fff; }
.lz-ui-btn--primary.lz-ui-btn--danger:hover { background: ${UI_COLORS.errorHover}; border-color: ${UI_COLORS.errorHover}; color: #fff; }
.lz-ui-btn--link {
  min-height: 0; padding: 0; border-color: transparent; background: none; color: ${T.colorPrimaryBorder};
  text-decoration: underline;
}
.lz-ui-btn--link:hover { border-color: transparent; color: ${T.colorPrimary}; }
.lz-ui-btn--small { min-height: 32px; padding: 0 7px; font-size: 14px; }
.lz-ui-btn--large { min-height: 50px; padding: 6px 15px; font-size: 18px; }
.lz-ui-btn--block { display: flex; width: 100%; }
.lz-ui-btn:disabled, .lz-ui-btn:disabled:hover {
  background: #f3f1ee; border-color: ${T.colorBorder}; color: #6f767c; cursor: not-allowed;
}
.lz-ui-btn[aria-busy='true'] { cursor: progress; opacity: 0.75; }
.lz-ui-btn .lz-spinner { width: 1em; height: 1em; border-width: 2px; border-color: currentColor; border-top-color: transparent; }

.lz-spinner {
  display: inline-block; flex: none; box-sizing: border-box; width: 24px; height: 24px; border-radius: 50%;
  border: 3px solid ${T.colorPrimaryBg}; border-top-color: ${T.colorPrimary}; animation: lz-ui-spin 0.8s linear infinite;
}
@keyframes lz-ui-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .lz-spinner { animation-duration: 2.4s; } }
.lz-ui-busy { display: inline-flex; align-items: center; gap: 12px; }
.lz-ui-join { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 8px; }

.lz-ui-card {
  box-sizing: border-box; background: #fff; border: 1px solid ${T.colorBorder}; border-radius: 12px; color: ${T.colorText};
}
.lz-ui-card__head {
  display: flex; align-items: center; min-height: 56px; padding: 0 24px; border-bottom: 1px solid ${T.colorBorder};
  font-weight: 600;
}
.lz-ui-card__body { padding: 24px; }
.lz-ui-card--small > .lz-ui-card__head { min-height: 38px; padding: 0 12px; }
.lz-ui-card--small > .lz-ui-card__body { padding: 12px; }
.lz-ui-card__body > :first-child { margin-top: 0; }
/* A card's heading (its level is the page's): the card's own size, whatever the level. */
.lz-ui-card__title { margin: 0; font-size: 18px; }
.lz-ui-card--small > .lz-ui-card__head > .lz-ui-card__title { font-size: 16px; }
.lz-ui-card__body > :last-child { margin-bottom: 0; }

.lz-ui-alert {
  display: flex; align-items: flex-start; gap: 8px; box-sizing: border-box; padding: 8px 12px;
  border: 1px solid; border-radius: ${T.borderRadius}px; color: ${T.colorText};
}
.lz-ui-alert--with-description { padding: 20px 24px; gap: 12px; }
.lz-ui-alert--with-description .lz-ui-alert__icon { width: 24px; height: 24px; margin-top: 2px; }
.lz-ui-alert--info { background: ${UI_COLORS.infoBg}; border-color: ${UI_COLORS.infoBorder}; }
.lz-ui-alert--success { background: ${T.colorSuccessBg}; border-color: ${UI_COLORS.successBorder}; }
.lz-ui-alert--warning { background: ${T.colorWarningBg}; border-color: ${UI_COLORS.warningBorder}; }
.lz-ui-alert--error { background: ${UI_COLORS.errorBg}; border-color: ${UI_COLORS.errorBorder}; }
.lz-ui-alert__icon { flex: none; width: 1.25em; height: 1.25em; margin-top: 0.125em; }
.lz-ui-alert--info .lz-ui-alert__icon { color: ${UI_COLORS.infoIcon}; }
.lz-ui-alert--success .lz-ui-alert__icon { color: ${T.colorSuccess}; }
.lz-ui-alert--warning .lz-ui-alert__icon { color: ${T.colorWarning}; }
.lz-ui-alert--error .lz-ui-alert__icon { color: ${T.colorError}; }
.lz-ui-alert__content { flex: 1; min-width: 0; }
.lz-ui-alert--with-description .lz-ui-alert__title { font-size: 18px; margin-bottom: 4px; }
.lz-ui-alert__description > :first-child { margin-top: 0; }
.lz-ui-alert__description > :last-child { margin-bottom: 0; }
.lz-ui-alert__action { flex: none; align-self: center; }

.lz-ui-badge--dot { display: inline-flex; align-items: center; gap: 8px; }
.lz-ui-badge--dot::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #8c8c8c; }
.lz-ui-badge--dot.lz-ui-badge--success::before { background: ${T.colorSuccess}; }
.lz-ui-badge--dot.lz-ui-badge--warning::before { background: #d48806; }
/* Status text on white, not on a tint: it reads at 4.5:1 or more. */
.lz-ui-badge--outlined {
  display: inline-block; margin: 2px 8px 2px 0; padding: 0 7px; border: 1px solid ${T.colorBorder}; border-radius: 4px;
  background: #fff; color: ${T.colorText}; font-size: 12px; line-height: 20px;
  /* A long tag (a teacher's word) breaks inside its frame rather than widen the page. */
  max-width: 100%; overflow-wrap: break-word;
}
.lz-ui-badge--outlined.lz-ui-badge--success { border-color: ${UI_COLORS.successBorder}; color: ${T.colorSuccess}; }
.lz-ui-badge--outlined.lz-ui-badge--warning { border-color: ${UI_COLORS.warningBorder}; color: ${T.colorWarning}; }

.lz-ui-checkbox { display: inline-flex; align-items: flex-start; gap: 8px; cursor: pointer; }
.lz-ui-checkbox input {
  flex: none; width: 18px; height: 18px; margin: 0.2em 0 0; accent-color: ${T.colorPrimary}; cursor: pointer;
}

.lz-ui-input {
  box-sizing: border-box; width: 100%; min-height: ${T.controlHeight}px; padding: 4px 11px;
  border: 1px solid ${UI_COLORS.controlBorder}; border-radius: ${T.borderRadius}px; background: #fff;
  color: ${T.colorText}; font: ${T.fontSize}px/1.5 ${T.fontFamily};
}
.lz-ui-input:hover { border-color: ${T.colorPrimary}; }
/* Grows with its text where the browser can (field-sizing), up to its rows of 1.5em and the padding. */
.lz-ui-textarea {
  display: block; resize: none; field-sizing: content; min-height: ${T.controlHeight}px;
  max-height: calc(var(--lz-ui-max-rows) * 1.5em + 10px); overflow-y: auto;
}

.lz-ui-confirm { display: grid; gap: 8px; }
.lz-ui-confirm__panel {
  padding: 12px; border: 1px solid ${T.colorBorder}; border-radius: ${T.borderRadius}px; background: ${T.colorBgLayout};
}
.lz-ui-confirm__panel p { margin: 0 0 8px; }
.lz-ui-confirm__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }

.lz-ui-table { max-width: 100%; overflow-x: auto; }
.lz-ui-table:focus-visible { outline: 3px solid ${T.colorPrimaryBorder}; outline-offset: 2px; }
.lz-ui-table table { width: 100%; border-collapse: collapse; color: ${T.colorText}; font-size: 14px; }
.lz-ui-table th, .lz-ui-table td { padding: 12px 8px; border-bottom: 1px solid ${T.colorBorder}; text-align: left; vertical-align: top; }
.lz-ui-table th { background: ${T.colorBgLayout}; font-weight: 600; white-space: nowrap; }
.lz-ui-table .lz-ui-table__cell--right { text-align: right; }
.lz-ui-table__label { display: none; }
.lz-ui-table__value { min-width: 0; overflow-wrap: anywhere; }
.lz-ui-table__sort {
  padding: 0; border: 0; background: none; color: inherit; font: inherit; cursor: pointer; white-space: nowrap;
}
.lz-ui-table__sort:focus-visible { outline: 3px solid ${T.colorPrimaryBorder}; outline-offset: 2px; }
.lz-ui-table td.lz-ui-table__notice { padding: 24px 8px; color: ${T.colorTextSecondary}; text-align: center; }
/* A phone: each row a card of labelled values, the headers left to screen readers. */
@media (max-width: 767px) {
  .lz-ui-table table, .lz-ui-table tbody, .lz-ui-table tr { display: block; }
  .lz-ui-table thead {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }
  .lz-ui-table tr { display: grid; gap: 8px; padding: 12px 0; border-bottom: 1px solid ${T.colorBorder}; }
  .lz-ui-table td, .lz-ui-table td.lz-ui-table__cell--right {
    display: grid; gap: 2px; min-width: 0; padding: 0; border: 0; text-align: left;
  }
  .lz-ui-table__label { display: block; color: ${T.colorTextSecondary}; font-size: 12px; }
  .lz-ui-table--sortable thead {
    position: static; width: auto; height: auto; overflow: visible; clip-path: none; white-space: normal;
  }
  .lz-ui-table--sortable thead tr { display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 8px 0; }
  .lz-ui-table--sortable th { padding: 0; border: 0; background: none; }
  .lz-ui-table--sortable th:not([aria-sort]) {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  }
}

.lz-ui-tabs__bar {
  display: flex; flex-wrap: wrap; column-gap: 32px; margin-bottom: 16px; border-bottom: 1px solid ${T.colorBorder};
}
.lz-ui-tabs__tab {
  display: inline-flex; align-items: center; gap: 6px; margin-bottom: -1px; padding: 12px 0;
  border: 0; border-bottom: 2px solid transparent; background: none; color: ${T.colorText};
  font: ${T.fontSize}px/1.5 ${T.fontFamily}; cursor: pointer;
}
.lz-ui-tabs__tab:hover { color: ${T.colorPrimary}; }
.lz-ui-tabs__tab[aria-selected='true'] { border-bottom-color: ${T.colorPrimary}; color: ${T.colorPrimaryBorder}; }
.lz-ui-tabs__tab:focus-visible, .lz-ui-tabs__panel:focus-visible {
  outline: 3px solid ${T.colorPrimaryBorder}; outline-offset: 2px;
}
.lz-ui-count {
  display: inline-block; min-width: 20px; padding: 0 6px; box-sizing: border-box; border-radius: 10px;
  background: ${T.colorError}; color: #fff; font-size: 12px; line-height: 20px; text-align: center;
}

.lz-ui-tip-anchor { display: inline-flex; max-width: 100%; }
.lz-ui-tip {
  position: fixed; z-index: 1070; box-sizing: border-box; width: max-content; max-width: min(280px, calc(100vw - 16px));
  padding: 6px 8px; border-radius: 6px; background: ${UI_COLORS.tipBg}; color: #fff;
  font: 14px/1.4 ${T.fontFamily}; pointer-events: none;
  top: var(--lz-ui-tip-top); left: var(--lz-ui-tip-left); transform: translate(-50%, -100%);
}
.lz-ui-tip--left { transform: translate(-100%, -50%); }
.lz-ui-tip--right { transform: translateY(-50%); }

@media (max-width: 575px) {
  .lz-ui-btn, .lz-ui-btn--small, .lz-ui-input { min-height: 44px; }
  .lz-ui-btn--link { min-height: 0; padding: 10px 0; }
  .lz-ui-checkbox { min-height: 44px; }
  .lz-ui-checkbox input { width: 24px; height: 24px; margin-top: 0; }
  .lz-ui-tabs__bar { column-gap: 12px; }
  .lz-ui-tabs__tab { min-height: 44px; font-size: 14px; }
}
`;

/** The kit's stylesheet: every component renders it. */
export const UiStyles = () => <Stylesheet href="lz-ui" css={UI_CSS} />;
