import { theme } from 'antd';
import { ANTD_THEME } from './antd-theme';

/** Relative luminance of a #rrggbb colour (WCAG 2.2). */
function luminance(hex: string): number {
  const linear = (at: number) => {
    const v = parseInt(hex.slice(at, at + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [Math.max(luminance(a), luminance(b)), Math.min(luminance(a), luminance(b))];
  return (light + 0.05) / (dark + 0.05);
}

describe('the antd theme every remote wraps its pages in', () => {
  // The tokens antd itself computes from ours: what its tags and alerts are drawn with.
  const tokens = theme.getDesignToken(ANTD_THEME);

  it.each(['Primary', 'Success', 'Warning', 'Error'] as const)(
    'when text sits on the %s tint (tags, alerts), then it reads at 4.5:1 or more',
    (status) => {
      const text = tokens[`color${status}Text`];
      const tint = tokens[`color${status}Bg`];
      expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.colorText, tint)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('when secondary text or a link sits on the page or a card, then it reads at 4.5:1 or more', () => {
    for (const background of [tokens.colorBgContainer, tokens.colorBgLayout]) {
      expect(contrast(tokens.colorTextDescription, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.colorLink, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
