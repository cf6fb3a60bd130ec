// The entry of the classic script built from paint-first.ts (shell/vite.config.ts, decision 102).
import { requestConfigEarly } from './early-config.ts';
import { paintFirst } from './paint-first.ts';

requestConfigEarly();
paintFirst(document);
