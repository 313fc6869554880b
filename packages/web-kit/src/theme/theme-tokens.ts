/**
 * Design tokens shared by the shell's CSS and web-kit's kit (ui/ui-styles.tsx) that every remote
 * draws with, so the composed page looks like one app.
 */
export const THEME_TOKENS = {
  colorPrimary: '#1f7a4d',
  colorError: '#c0392b',
  /** Status colours dark enough to be read as text on their own light tints (tags: 4.5:1). */
  colorSuccess: '#1f7a4d',
  colorWarning: '#8a5300',
  /**
   * Their tints, set by hand: a palette derived from colours this dark has grey for its lightest step
   * (#afbab3 behind green text: 2.66:1). Text on these: 4.5:1 or more.
   */
  colorPrimaryBg: '#e8f3ec',
  colorSuccessBg: '#e8f3ec',
  colorWarningBg: '#fdf3e1',
  colorText: '#1d2327',
  colorTextSecondary: '#55606a',
  colorBgLayout: '#faf8f5',
  colorBorder: '#e3ded6',
  /** The focus ring everywhere: 7.7:1 against white (WCAG 1.4.11 asks 3:1). */
  colorPrimaryBorder: '#185f3c',
  borderRadius: 8,
  /** One type scale and one button size for the shell and every remote (body text, controls). */
  fontSize: 16,
  controlHeight: 40,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
