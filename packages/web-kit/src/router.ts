// The router every app uses, from the one copy the shell lends through web-kit (ARCHITECTURE D6,
// D26): react-router is not a shared module of its own, because a shared module ships whole
// (56 KB brotli) where these names need 14 KB. Apps import the router from here, never from
// react-router-dom (eslint), so its context is the shell's.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
