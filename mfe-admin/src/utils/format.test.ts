import { formatEuros } from './format';

describe('formatEuros', () => {
  it.each([
    [1250, 'en-GB', '€1,250'],
    [12.5, 'en-GB', '€12.50'],
    [0, 'en-GB', '€0'],
    [100, 'it-IT', '100 €'],
  ])('when %p is shown in %s, then it reads %s', (amount, locale, expected) => {
    expect(formatEuros(amount, locale).replace(/\s/g, ' ')).toBe(expected);
  });
});
