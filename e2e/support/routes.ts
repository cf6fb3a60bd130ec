// The list lives in shared-domain: the public-site build prerenders and maps the same pages.
export { PUBLIC_ROUTES } from '@safari/shared-domain/catalogue';
