import QRCode from 'qrcode';

/**
 * A QR code as an SVG data URL for an `<img>`: rendered on the server so no QR library ships to the
 * browser, and an image (not inline markup) so it cannot carry script.
 */
export async function qrCodeDataUrl(text: string, options: { margin?: number } = {}): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: options.margin ?? 2,
    color: { dark: '#111111', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
