import { useMemo } from 'react';
import {
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  CALENDAR_TEXTS,
  CHAT_MESSAGES,
  ERROR_CATALOGUE,
  LEARNING_MESSAGES,
  MY_DATA_TEXTS,
  ROOM_TEXTS,
  SERVER_MESSAGES,
  STUDENT_DIRECTORY_MESSAGES,
  UI_MESSAGES,
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
  messageForStatus,
  type ErrorCode,
  type Language,
} from '@lezioni/contracts/values';
import { currentLanguage, defineTexts, i18n, useTexts, type Texts } from './texts';

/**
 * The spec's texts, as contracts keeps them for the servers and the pages (ARCHITECTURE D31), by
 * group. A text with a value in it is a function of one argument here; in the catalogue it reads
 * `{{value}}` where the argument goes.
 */
const CONTRACT_TEXTS = {
  status: {
    ...Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([status, { message }]) => [status, message])),
    unexpected: messageForStatus(0),
  } as Readonly<Record<string, string>>,
  server: SERVER_MESSAGES,
  ui: UI_MESSAGES,
  validation: VALIDATION_MESSAGES,
  booking: BOOKING_MESSAGES,
  directory: STUDENT_DIRECTORY_MESSAGES,
  calendar: CALENDAR_TEXTS,
  availability: AVAILABILITY_MESSAGES,
  chat: CHAT_MESSAGES,
  learning: LEARNING_MESSAGES,
  room: ROOM_TEXTS,
  myData: MY_DATA_TEXTS,
  upload: UPLOAD_MESSAGES,
};
export type ContractTexts = typeof CONTRACT_TEXTS;
type Entry = string | ((value: string) => string);

const PLACEHOLDER = '{{value}}';

/** The English catalogue, made from contracts' own texts, so there is one English copy of each. */
export function englishContractTexts(): Record<string, Texts> {
  return Object.fromEntries(
    Object.entries(CONTRACT_TEXTS).map(([group, entries]) => [
      group,
      Object.fromEntries(
        Object.entries(entries as Record<string, Entry>).map(([key, entry]) => [
          key,
          typeof entry === 'function' ? entry(PLACEHOLDER) : entry,
        ]),
      ),
    ]),
  );
}

/** The namespace of contracts' texts; Italian in contracts' locales, English from the texts themselves. */
export const CONTRACTS_NAMESPACE = defineTexts('contracts', {
  en: async () => ({ default: englishContractTexts() }),
  it: () => import('@lezioni/contracts/locales/it.json'),
});

/** Where each English text is in the catalogue, to translate a text a server sent by its wording. */
let keysByText: Map<string, string> | undefined;
function keyOfText(text: string): string | undefined {
  keysByText ??= new Map(
    Object.entries(englishContractTexts()).flatMap(([group, entries]) =>
      Object.entries(entries).map(([key, english]) => [english as string, `${group}.${key}`] as const),
    ),
  );
  return keysByText.get(text);
}

// The request-error texts a code stands for, when a server's wording is not in the catalogue.
const STATUS_OF_CODE: Partial<Record<ErrorCode, number>> = {
  bad_input: 400,
  not_signed_in: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/**
 * A text of the spec (a server's `error`, a validation message) in the current language: found by
 * its wording in the catalogue, else the generic text of its error `code`, else as it came. In
 * `language` when given (a render on the server's), else the app's.
 */
export function translateText(text: string, code?: ErrorCode, language: Language = currentLanguage()): string {
  const key = keyOfText(text) ?? (code && STATUS_OF_CODE[code] ? `status.${STATUS_OF_CODE[code]}` : undefined);
  if (!key || language === 'en') return text;
  // Before the namespace has arrived in `language`, the English text.
  const translated = i18n.getFixedT(language, CONTRACTS_NAMESPACE)(key);
  return translated === key ? text : translated;
}

type Translated<T> = { readonly [K in keyof T]: T[K] extends (value: string) => string ? T[K] : string };

/** Contracts' texts in the current language, shaped as contracts has them (`texts.chat.sendFailed`). */
export function useContractTexts(): { readonly [G in keyof ContractTexts]: Translated<ContractTexts[G]> } {
  const { t, i18n: instance } = useTexts(CONTRACTS_NAMESPACE);
  const language = instance.language;
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(CONTRACT_TEXTS).map(([group, entries]) => [
          group,
          Object.fromEntries(
            Object.entries(entries as Record<string, Entry>).map(([key, entry]) => [
              key,
              typeof entry === 'function' ? (value: string) => t(`${group}.${key}`, { value }) : t(`${group}.${key}`),
            ]),
          ),
        ]),
      ) as never,
    // The memo is per language: t changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}
