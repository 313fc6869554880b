// The shared singleton's public API (ARCHITECTURE D6): only what the shell and the remotes import.
// The plain components of ui/ are here: one copy for every remote.
export { api, hasFailedQuery, hydrateAnswers, serverAnswers, settleRefusals, type ServerAnswers } from './api/api';
export { forgetKeptAnswers } from './api/base-query';
export { describeRequestFailure, isRequestError, type RequestError } from './api/request-error';
export {
  sessionApi,
  useGetConfigQuery,
  useSetLanguageMutation,
  useSession,
  useSessionRecheckOnFocus,
} from './api/session-api';
export { hasSessionHint } from './api/session-hint';
export { readCookie } from './browser-cookie';
export { captureInstallPrompt, useInstallPrompt } from './app-install/install-prompt';
export { playChime } from './chime/play-chime';
export * from './router';
export { bookingsApi, useMyBookings, type MyBookings } from './endpoints/bookings';
export { waitlistApi, useMyWaitlist } from './endpoints/waitlist';
export { lessonRequestsApi, useAnsweredRequests } from './endpoints/lesson-requests';
export { calendarDayOf, dayEndOf, formatDateTime, formatDay, formatLessonTime, formatWeekly } from './format/date-time';
export { checkUpload, formatFileSize, UPLOAD_ACCEPT } from './format/file-size';
export { namesItsLength } from './format/lesson-name';
export { dateTimeFormat, numberFormat, renderFor, setDisplayTimeZone } from './format/intl';
export { deviceTimeZone, showTimesIn, startTimeZone } from './format/time-zone';
export {
  chooseLanguage,
  collectTexts,
  currentLanguage,
  defineTexts,
  definedTexts,
  i18n,
  loadTexts,
  pageTextsOf,
  rememberLanguage,
  startWithTexts,
  translate,
  switchLanguage,
  useTexts,
  type PageTexts,
  type Texts,
  type TextsLoaders,
  type TextsT,
} from './i18n/texts';
export { TextsProvider, Trans } from './i18n/texts-provider';
export { usePricingOptions } from './i18n/pricing-texts';
export { translateText, useContractTexts, type ContractTexts } from './i18n/contract-texts';
export { KIT_TEXTS } from './texts';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useIsHydrated } from './hooks/use-is-hydrated';
export { useIsIdle, whenIdle } from './hooks/use-is-idle';
export { useTimeZoneOptions } from './hooks/use-time-zone-options';
export { useMyCredits } from './endpoints/credits';
export { useLinkPreview } from './endpoints/link-preview';
export { useMyMaterials, useUploadLearningFileMutation } from './endpoints/learning';
export {
  conversationsApi,
  markConversationReadInCache,
  useConversations,
  useCreateConversationMutation,
} from './endpoints/conversations';
export { addMessageToCache, addOlderMessagesToCache, useMessages, useSendMessageMutation } from './endpoints/messages';
export { formatBadgeCount } from './format/badge-count';
export { useChatEvents } from './live/use-chat-events';
export { useIsChatStreamOpen } from './live/use-chat-stream';
export { createAppStore, useAppDispatch, type AppStore } from './store';
export type { ServerRequest } from './api/server-request';
export { dismissToast, toast, useToasts, type Toast } from './toast/toast-store';
export { Alert } from './ui/alert';
export { Badge, CountBadge } from './ui/badge';
export { Button, LinkButton } from './ui/button';
export { Card } from './ui/card';
export { Checkbox } from './ui/checkbox';
export { ConfirmButton } from './ui/confirm-button';
export { DocumentIcon } from './ui/document-icon';
export { Input, TextArea } from './ui/input';
export { JoinLesson } from './ui/join-lesson';
export { Spinner } from './ui/spinner';
export { Stylesheet } from './ui/stylesheet';
export { Table, type TableColumn } from './ui/table';
export { Tabs, type TabItem } from './ui/tabs';
export { Tooltip } from './ui/tooltip';
