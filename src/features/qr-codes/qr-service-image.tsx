// Apart from qr-preview.tsx: the QR codes list shows it in its thumbnails without the designer's
// preview and sample.

/**
 * The image the instance itself draws for a code (real instances link it), loaded from the
 * API's origin, which the Content-Security-Policy allows for images only.
 */
export const QrServiceImage = ({
  src,
  alt,
  size,
}: {
  src: string;
  /** "" for a decorative copy next to the code's name. */
  alt: string;
  size: number;
}) => (
  <img
    src={src}
    alt={alt}
    width={size}
    height={size}
    referrerPolicy="no-referrer"
    data-testid="qr-service-image"
    className="block bg-white"
  />
);
