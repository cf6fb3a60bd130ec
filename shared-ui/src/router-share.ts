// What the federation shares under the name 'react-router-dom' (federation.shared.ts sets this
// file as the share's `import`). A federation share is not tree-shaken, and the whole package is
// ≈65 kB gzip; the router surface our apps use is ≈16 kB. Every app imports 'react-router-dom' as
// usual and receives this module, so there is still one router (and one set of contexts) per
// page. An export the apps need must be added here: `router-share.test.ts` fails otherwise.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
