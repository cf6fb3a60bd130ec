export { PageSpinner } from './PageSpinner.tsx';
export { recordSharedModules } from './record-shared-modules.ts';
export type { RemoteAppProps } from './remote-app.ts';
