import { testKeys, testRedisUrl } from '@lezioni/service-kit/testing';
import { loadConfig } from './config';
import { start } from './start';

const BASE = { JWT_PUBLIC_KEY: testKeys().publicKey, REDIS_URL: testRedisUrl(), LOG_LEVEL: 'silent' };
const ACCOUNT = {
  TRANSFER_ACCOUNT_HOLDER: 'Chiara Lombardi',
  TRANSFER_IBAN: 'IT60 X054 2811 1010 0000 0123 456',
  TRANSFER_BIC: 'BPPIITRRXXX',
};

describe('the bank transfer account (TRANSFER_*)', () => {
  it('when the IBAN and BIC are valid, then they are kept as printed: upper-case, the IBAN in groups of four', () => {
    const config = loadConfig({
      ...BASE,
      ...ACCOUNT,
      TRANSFER_IBAN: 'it60x0542811101000000123456',
      TRANSFER_BIC: 'bppiitrr',
    });

    expect([config.TRANSFER_IBAN, config.TRANSFER_BIC]).toEqual(['IT60 X054 2811 1010 0000 0123 456', 'BPPIITRR']);
  });

  it('when the IBAN has a mistyped digit, then the service refuses to start, naming TRANSFER_IBAN', async () => {
    const mistyped = { ...BASE, ...ACCOUNT, TRANSFER_IBAN: 'IT60 X054 2811 1010 0000 0123 465' };

    await expect(start(mistyped)).rejects.toThrow(/TRANSFER_IBAN: the IBAN's check digits do not match it/);
  });

  it('when the BIC is malformed, then the service refuses to start, naming TRANSFER_BIC', async () => {
    await expect(start({ ...BASE, ...ACCOUNT, TRANSFER_BIC: 'BPPI-IT' })).rejects.toThrow(/TRANSFER_BIC: a BIC has/);
  });

  it('when only some of the three are set, then it refuses to start, naming each missing one', () => {
    expect(() => loadConfig({ ...BASE, TRANSFER_IBAN: ACCOUNT.TRANSFER_IBAN })).toThrow(
      /TRANSFER_ACCOUNT_HOLDER: .*go together[\s\S]*TRANSFER_BIC: .*go together/,
    );
  });

  it('when none is set, then it starts without an account', () => {
    expect(loadConfig(BASE).TRANSFER_IBAN).toBeUndefined();
  });
});
