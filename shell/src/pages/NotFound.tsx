export { NotFoundPage as default } from '@safari/shared-ui';
