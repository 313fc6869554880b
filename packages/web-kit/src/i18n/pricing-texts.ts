import { useMemo } from 'react';
import { PRICING_OPTIONS, type PricingOption } from '@lezioni/contracts/values';
import { defineTexts, useTexts, type Texts } from './texts';

/** The packages' words (contracts' PRICING_OPTIONS) by option id: the English catalogue, made from them. */
export const englishPricingTexts = (): Texts =>
  Object.fromEntries(
    PRICING_OPTIONS.map(({ id, name, subtitle, duration, features, buttonText }) => [
      id,
      { name, subtitle, duration, features, buttonText },
    ]),
  );

/**
 * The packages' namespace, apart from contracts' other texts: the landing page, the packages page,
 * the teacher's payments and the terms name them, and need nothing else of the catalogue.
 */
const PRICING_NAMESPACE = defineTexts('packages', {
  en: async () => ({ default: englishPricingTexts() }),
  it: () => import('@lezioni/contracts/locales/packages.it.json'),
});

/** Contracts' packages with their words in the current language; prices, ids and order as they are. */
export function usePricingOptions(): readonly PricingOption[] {
  const { t, i18n } = useTexts(PRICING_NAMESPACE);
  const language = i18n.language;
  return useMemo(
    () =>
      PRICING_OPTIONS.map((option) => ({
        ...option,
        name: t(`${option.id}.name`),
        subtitle: t(`${option.id}.subtitle`),
        duration: t(`${option.id}.duration`),
        features: option.features.map((_, index) => t(`${option.id}.features.${index}`)),
        buttonText: t(`${option.id}.buttonText`),
      })),
    // The memo is per language: t changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}
