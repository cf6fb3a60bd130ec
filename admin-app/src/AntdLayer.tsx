import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/** Puts every antd rule in the `antd` cascade layer, ordered in styles.css against Tailwind's. */
export function AntdLayer({ children }: { children: ReactNode }) {
  return <StyleProvider layer>{children}</StyleProvider>;
}
