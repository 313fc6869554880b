import '@testing-library/jest-dom';
import { resetToasts } from '../toast/toast-store';

afterEach(() => {
  resetToasts();
  localStorage.clear();
  sessionStorage.clear();
});
