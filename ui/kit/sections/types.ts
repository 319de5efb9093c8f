import type { ReactNode } from 'react';
import type { PageElement } from '../../../core/schemas/index';

/** What every section and block component receives: its element, its parsed settings, its rendered children. */
export interface ElementProps<Settings> {
  element: PageElement;
  settings: Settings;
  children?: ReactNode;
}
