import { createContext, useContext, type ReactNode } from 'react';

/** The lists that can be exported to CSV (each declares its `export` in its resource module). */
export type ExportKind = 'links' | 'qr' | 'campaigns' | 'channels';

/**
 * "Export CSV" in a list page's header. The export (paging, CSV, its panel) is a feature of its
 * own that loads on first use; app/ hands its button to the pages through this context.
 */
export const ExportButtonContext = createContext<(kind: ExportKind) => ReactNode>(() => null);

/** `exportButton('links')` renders the page's "Export CSV". */
export const useExportButton = () => useContext(ExportButtonContext);
