// The entry of the classic script built from paint-first.ts (shell/vite.config.ts, decision 102).
import { paintFirst } from './paint-first.ts';

paintFirst(document);
