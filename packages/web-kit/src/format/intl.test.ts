import { dateTimeFormat, numberFormat } from './intl';

describe('Intl formatters made once', () => {
  it('when the same locale and options are asked for again, then the formatter made the first time is reused', () => {
    const euros = numberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    expect(numberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).toBe(euros);
    expect(euros.format(45)).toBe('€45');
  });

  it('when the locale or the options differ, then each gets its own formatter', () => {
    const irish = numberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('it-IT', { style: 'currency', currency: 'EUR' })).not.toBe(irish);
    expect(numberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).not.toBe(irish);
    const day = dateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(day.format(new Date('2030-05-01T12:00:00Z'))).toBe('1 May');
    expect(dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })).not.toBe(day);
  });
});
