export { PageSpinner } from './PageSpinner.tsx';
export type { RemoteAppProps } from './remote-app.ts';
