import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';
import { CODE, frameLayout } from '../../lib/qr-frame';
import { type QrPrintDesign, type QrPrintLevel } from '../../lib/qr-print-design';

export interface FramedQrProps {
  value: string;
  foreground: string;
  background: string;
  level: QrPrintLevel;
  print: QrPrintDesign;
  /** The printed width ("5cm") for files and the sheet; a CSS class sizes it on screen. */
  width?: string;
  className?: string;
  label?: string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * The code as printed: its 4-module quiet zone (as the QR standard asks) inside the frame, and
 * the call to action in a band of the foreground colour, in the background colour (the contrast
 * the scannability check asks of the code). One drawing for the preview, the files and the sheet.
 */
export const FramedQr = ({
  value,
  foreground,
  background,
  level,
  print,
  width,
  className,
  label,
  ref,
}: FramedQrProps) => {
  const layout = frameLayout(print);
  const { border, label: band } = layout;
  const height =
    width && `${(parseFloat(width) * layout.height) / layout.width}${width.replace(/^[\d.]+/, '')}`;
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={width}
      height={height}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-encoded={value}
      data-level={level}
    >
      {border && (
        <>
          <rect width={border.width} height={border.height} rx={4} fill={foreground} />
          <rect
            x={border.thickness}
            y={layout.code.y}
            width={CODE}
            height={CODE}
            rx={2}
            fill={background}
          />
        </>
      )}
      {band && (
        <text
          x={layout.width / 2}
          y={band.baseline}
          fontSize={band.fontSize}
          fontFamily="Arial, Helvetica, sans-serif"
          fontWeight="bold"
          textAnchor="middle"
          fill={background}
        >
          {band.text}
        </text>
      )}
      <QRCodeSVG
        value={value}
        level={level}
        size={CODE}
        x={layout.code.x}
        y={layout.code.y}
        marginSize={4}
        fgColor={foreground}
        bgColor={background}
        aria-hidden="true"
      />
    </svg>
  );
};
