import { useSelector } from 'react-redux';
import type { RootState } from '../store';

/** True while GET /api/events is open: chat queries then stop polling (ARCHITECTURE D14). */
export function useIsChatStreamOpen(): boolean {
  return useSelector((state: RootState) => state.chatStream.status === 'open');
}
