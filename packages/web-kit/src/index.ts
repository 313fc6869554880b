// The shared singleton's public API (ARCHITECTURE D6): only what the shell and the remotes import.
// antd-free on purpose; the antd theme is the separate entry '@lezioni/web-kit/antd-theme'.
export { api } from './api/api';
export { isRequestError } from './api/request-error';
export { sessionApi, useGetConfigQuery, useSession, useSessionRecheckOnFocus } from './api/session-api';
export { useMyBookings } from './endpoints/bookings';
export { createAppStore, useAppDispatch, type AppStore } from './store';
export { dismissToast, toast, useToasts, type Toast } from './toast/toast-store';
