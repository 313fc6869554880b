/**
 * Design tokens shared by the shell's CSS and every remote's antd theme (AppTheme), so the composed
 * page looks like one app. Plain values without antd: the shell reads them and bundles no antd.
 */
export const THEME_TOKENS = {
  colorPrimary: '#1f7a4d',
  colorError: '#c0392b',
  colorText: '#1d2327',
  colorTextSecondary: '#55606a',
  colorBgLayout: '#faf8f5',
  colorBorder: '#e3ded6',
  borderRadius: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
