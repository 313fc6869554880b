export { api } from './api/api';
export { baseQuery } from './api/base-query';
export { isRequestError, serverMessageOf, toRequestError, type RequestError } from './api/request-error';
export {
  sessionApi,
  useGetConfigQuery,
  useGetMeQuery,
  useSession,
  useSessionRecheckOnFocus,
  type Session,
} from './api/session-api';
export { createAppStore, useAppDispatch, type AppDispatch, type AppStore, type RootState } from './store';
export {
  dismissToast,
  resetToasts,
  toast,
  useToasts,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toast/toast-store';
export { THEME_TOKENS } from './theme';
export { ERROR_MESSAGE_STORAGE_KEY, errorPagePath, takeStoredErrorMessage } from './error-page';
