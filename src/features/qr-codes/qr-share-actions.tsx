import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { downloadBlob, downloadText, toFileName } from '../../lib/download';
import { canCopyImages, copyPngToClipboard, toPngBlob, toSvgFile } from './qr-export';
import type { QrLevel } from '../../api/qr-capacity';
import { ErrorBoundary } from '../../components/feedback/error-boundary';

export const PNG_SIZES = [1024, 2048] as const;

export interface QrShareActionsProps {
  value: string;
  name: string;
  foreground: string;
  background: string;
  level: QrLevel;
  hasLogo: boolean;
  /** Used when the name gives no file name, e.g. "qr-code-12". */
  fallbackFileName?: string;
}

const ShareActions = ({
  value,
  name,
  foreground,
  background,
  level,
  hasLogo,
  fallbackFileName = 'qr-code',
}: QrShareActionsProps) => {
  const svgRef = useRef<SVGSVGElement>(null);
  const sizeId = useId();
  const [pngSize, setPngSize] = useState<number>(PNG_SIZES[0]);
  const [status, setStatus] = useState('');
  const fileName = (extension: string) => toFileName(name, extension, fallbackFileName);
  const isCopySupported = canCopyImages();

  const run = async (action: () => Promise<string>) => {
    try {
      setStatus(await action());
    } catch (error) {
      setStatus(error instanceof Error ? `Failed: ${error.message}` : 'Failed.');
    }
  };

  return (
    <section aria-label="Download and share" className="space-y-3">
      {/* The print version: 4-module quiet zone, as the QR standard asks. */}
      <div hidden>
        <QRCodeSVG
          ref={svgRef}
          value={value}
          size={1024}
          level={level}
          fgColor={foreground}
          bgColor={background}
          marginSize={4}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button
          onClick={() =>
            run(async () => {
              if (!svgRef.current) throw new Error('The code is not ready.');
              const file = fileName('svg');
              downloadText(toSvgFile(svgRef.current, name), file, 'image/svg+xml');
              return `Downloaded ${file}.`;
            })
          }
        >
          Download SVG
        </Button>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={sizeId} className="block text-sm font-medium">
              PNG size
            </label>
            <select
              id={sizeId}
              value={pngSize}
              onChange={(event) => setPngSize(Number(event.target.value))}
              className="min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm dark:border-gray-600 dark:bg-gray-900"
            >
              {PNG_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} × {size} px
                </option>
              ))}
            </select>
          </div>
          <Button
            onClick={() =>
              run(async () => {
                if (!svgRef.current) throw new Error('The code is not ready.');
                const file = fileName('png');
                downloadBlob(await toPngBlob(svgRef.current, pngSize), file);
                return `Downloaded ${file}.`;
              })
            }
          >
            Download PNG
          </Button>
        </div>
        {isCopySupported && (
          <Button
            onClick={() =>
              run(async () => {
                if (!svgRef.current) throw new Error('The code is not ready.');
                await copyPngToClipboard(toPngBlob(svgRef.current, pngSize));
                return 'Copied the image to the clipboard.';
              })
            }
          >
            Copy image
          </Button>
        )}
      </div>
      {!isCopySupported && (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          This browser cannot copy images to the clipboard; download the PNG instead.
        </p>
      )}
      {hasLogo && (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Files made here leave the logo out (the dashboard never loads images from other sites) and
          use high error correction, so you can place the logo over the centre, up to the size shown
          in the preview.
        </p>
      )}
      <p role="status" className="text-sm">
        {status}
      </p>
    </section>
  );
};

/**
 * Download as SVG or PNG (print sizes) and copy as an image, all made in the browser; nothing
 * when the code cannot be drawn (its preview says so).
 */
export const QrShareActions = (props: QrShareActionsProps) => (
  <ErrorBoundary resetKey={`${props.level}:${props.value}`} fallback={null}>
    <ShareActions {...props} />
  </ErrorBoundary>
);
