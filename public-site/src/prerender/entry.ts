// The renderer bundle's entry (vite.prerender.config.ts → dist/prerender/renderer/render.js): what
// the build and a catalogue publish call to render the site (decision 127).
export { renderPage } from './render.tsx';
export { renderSite, type SiteInput, sharePicturesOf } from './site.ts';
