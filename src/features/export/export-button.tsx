import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { lazyWithPreload, preloadOn } from '../../components/ui/dialog';
import { pageTarget } from '../../components/ui/page-targets';
import type { ExportKind } from '../../resources/export';
import { useAccountScope, useApiClient } from '../../resources/session';

// The export (paging, CSV, its panel) loads when first asked for: no page carries it.
const ExportPanel = lazyWithPreload(async () => (await import('./export-panel')).ExportPanel);
const loadStore = async () => (await import('./export-store')).exportStore;

/** Once an export was asked for, every list page shows its panel (it runs across pages). */
let isPanelLoaded = false;

/** "Export CSV" in a list page's header: every row of the list (not just this page) to CSV. */
export const ExportButton = ({ kind }: { kind: ExportKind }) => {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const scope = useAccountScope();
  const [isShown, setIsShown] = useState(isPanelLoaded);
  const [isLoading, setIsLoading] = useState(false);

  const onClick = async () => {
    setIsLoading(true);
    try {
      const store = await loadStore();
      isPanelLoaded = true;
      setIsShown(true);
      store.request(kind, { queryClient, client, scope });
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <>
      <Button
        onClick={() => void onClick()}
        isPending={isLoading}
        {...pageTarget('export')}
        {...preloadOn(ExportPanel)}
      >
        {t({ defaultMessage: 'Export CSV', description: 'the button that exports a list' })}
      </Button>
      {isShown && (
        <Suspense fallback={null}>
          <ExportPanel />
        </Suspense>
      )}
    </>
  );
};
