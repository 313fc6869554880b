import { theme } from 'antd';
import { contrast } from '../testing/contrast';
import { ANTD_THEME } from './antd-theme';

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
