// `virtual:messages/<area>`: an area's texts, made by messages-plugin.ts (decision 229).
declare module 'virtual:messages/*' {
  const area: import('./messages.ts').MessageArea;
  export default area;
}

// What Vite sets at build time that messages.ts reads (apps that build with Vite declare more).
interface ImportMetaEnv {
  readonly SSR: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
