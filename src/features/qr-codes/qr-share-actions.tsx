import { useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { downloadBlob, downloadText, toFileName } from '../../lib/download';
import { PRINT_WIDTHS_CM, printPixels, sheetCopies } from '../../lib/qr-frame';
import { type QrPrintDesign, type QrPrintLevel } from '../../lib/qr-print-design';
import { canCopyImages, copyPngToClipboard, toPngBlob, toSvgFile } from './qr-export';
import { FramedQr } from './qr-framed';
import { ErrorBoundary } from '../../components/feedback/error-boundary';
import { useT } from '../../components/i18n/use-t';
import { DOWNLOAD_AND_PRINT } from './qr-words';

export interface QrShareActionsProps {
  value: string;
  name: string;
  foreground: string;
  background: string;
  level: QrPrintLevel;
  hasLogo: boolean;
  /** Frame, call to action and printed width: this device's design. */
  print: QrPrintDesign;
  /** Called when the printed width is changed here (the designer keeps it with the design). */
  onWidthChange?: (widthCm: number) => void;
  /** Used when the name gives no file name, e.g. "qr-code-12". */
  fallbackFileName?: string;
}

/**
 * The print sheet: as many copies as fit an A4 page at the chosen width, shown only on paper
 * (index.css hides the rest of the page while it is there), so the browser's print dialog and its
 * "Save as PDF" make it.
 */
const PrintSheet = (props: Omit<QrShareActionsProps, 'name' | 'hasLogo'>) => {
  const { columns, rows } = sheetCopies(props.print);
  return createPortal(
    <div className="qr-print-sheet" data-testid="qr-print-sheet">
      {Array.from({ length: columns * rows }, (_, i) => (
        <FramedQr key={i} {...props} width={`${props.print.widthCm}cm`} />
      ))}
    </div>,
    document.body,
  );
};

const ShareActions = ({
  name,
  hasLogo,
  onWidthChange,
  fallbackFileName = 'qr-code',
  ...code
}: QrShareActionsProps) => {
  const t = useT();
  const svgRef = useRef<SVGSVGElement>(null);
  const [widthCm, setWidthCm] = useState(code.print.widthCm);
  const [isPrinting, setIsPrinting] = useState(false);
  const [status, setStatus] = useState('');
  const print = { ...code.print, widthCm };
  const pixels = printPixels(widthCm);
  const fileName = (extension: string) => toFileName(name, extension, fallbackFileName);
  const isCopySupported = canCopyImages();

  // The sheet is in the page while the print dialog is open (print() returns when it closes).
  const printSheet = () => {
    flushSync(() => setIsPrinting(true));
    window.print();
    setIsPrinting(false);
  };

  const run = async (action: (svg: SVGSVGElement) => Promise<string>) => {
    try {
      if (!svgRef.current) throw new Error(t({ defaultMessage: 'The code is not ready.' }));
      setStatus(await action(svgRef.current));
    } catch (error) {
      setStatus(
        error instanceof Error
          ? t(
              {
                defaultMessage: 'Failed: {message}',
                description: 'message: the reason, from the browser',
              },
              { message: error.message },
            )
          : t({ defaultMessage: 'Failed.' }),
      );
    }
  };

  return (
    <section aria-label={t(DOWNLOAD_AND_PRINT)} className="space-y-3">
      <div hidden>
        <FramedQr ref={svgRef} {...code} print={print} width={`${widthCm}cm`} />
      </div>
      <label className="block text-sm font-medium">
        {t({ defaultMessage: 'Printed width' })}
        <select
          value={widthCm}
          onChange={(event) => {
            setWidthCm(Number(event.target.value));
            onWidthChange?.(Number(event.target.value));
          }}
          className="mt-1 block min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm font-normal dark:border-gray-600 dark:bg-gray-900"
        >
          {PRINT_WIDTHS_CM.map((width) => (
            <option key={width} value={width}>
              {t(
                { defaultMessage: '{cm, number} cm ({pixels, number} px at 300 dpi)' },
                { cm: width, pixels: printPixels(width) },
              )}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            run(async (svg) => {
              const file = fileName('svg');
              downloadText(toSvgFile(svg, name), file, 'image/svg+xml');
              return t(
                { defaultMessage: 'Downloaded {file} ({cm, number} cm wide).' },
                { file, cm: widthCm },
              );
            })
          }
        >
          {t({ defaultMessage: 'Download SVG' })}
        </Button>
        <Button
          onClick={() =>
            run(async (svg) => {
              const file = fileName('png');
              downloadBlob(await toPngBlob(svg, pixels), file);
              return t(
                { defaultMessage: 'Downloaded {file} ({pixels, number} px wide).' },
                { file, pixels },
              );
            })
          }
        >
          {t({ defaultMessage: 'Download PNG' })}
        </Button>
        {isCopySupported && (
          <Button
            onClick={() =>
              run(async (svg) => {
                await copyPngToClipboard(toPngBlob(svg, pixels));
                return t({ defaultMessage: 'Copied the image to the clipboard.' });
              })
            }
          >
            {t({ defaultMessage: 'Copy image' })}
          </Button>
        )}
        <Button onClick={printSheet}>{t({ defaultMessage: 'Print sheet' })}</Button>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({
          defaultMessage:
            'The print sheet fills an A4 page with copies at this width; choose “Save as PDF” in the print dialog for a file.',
        })}
      </p>
      {!isCopySupported && (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t({
            defaultMessage:
              'This browser cannot copy images to the clipboard; download the PNG instead.',
          })}
        </p>
      )}
      {hasLogo && (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t(
            {
              defaultMessage:
                'Files made here leave the logo out (the dashboard never loads images from other sites) and use error correction {level}, so you can place the logo over the centre, up to the size shown in the preview.',
              description: 'level: L, M, Q or H',
            },
            { level: code.level },
          )}
        </p>
      )}
      <p role="status" className="text-sm">
        {status}
      </p>
      {isPrinting && <PrintSheet {...code} print={print} />}
    </section>
  );
};

/**
 * Download as SVG or PNG at a printed width, copy as an image, print a sheet: all made in the
 * browser; nothing when the code cannot be drawn (its preview says so).
 */
export const QrShareActions = (props: QrShareActionsProps) => (
  <ErrorBoundary resetKey={`${props.level}:${props.value}`} fallback={null}>
    <ShareActions {...props} />
  </ErrorBoundary>
);
