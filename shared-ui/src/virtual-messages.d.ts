// `virtual:messages/<area>`: an area's texts, made by messages-plugin.ts (decision 229).
declare module 'virtual:messages/*' {
  const area: import('./messages.ts').MessageArea;
  export default area;
}
