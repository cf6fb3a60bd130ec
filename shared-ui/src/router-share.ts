// What the federation shares under the name 'react-router-dom' (federation.shared.ts sets this
// file as the share's `import`). A federation share is not tree-shaken, and the whole package is
// ≈65 kB gzip; the router surface our apps use is ≈16 kB. Every app imports 'react-router-dom' as
// usual and receives this module, so there is still one router (and one set of contexts) per
// page. An export the apps need must be added here, and one they no longer import removed (every
// export of a share ships): `router-share.test.ts` checks both.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
