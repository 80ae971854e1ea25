import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';

/**
 * "Print report": the browser's print dialog, where "Save as PDF" makes a file to send. The
 * print stylesheet (index.css, `print:` classes) leaves out navigation and buttons.
 */
export const PrintButton = () => {
  const t = useT();
  return (
    <Button className="print:hidden" onClick={() => window.print()}>
      {t({ defaultMessage: 'Print report' })}
    </Button>
  );
};
