import { type SquareImageMessages, sizeIssue, squareCrop } from '../domain/rules/square-image';

const QUALITY = 0.88;

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('La imagen no se pudo abrir.'));
    };
    image.src = url;
  });
}

/**
 * The chosen picture as the square image to send (02 §5: the logo, product images): refused when
 * smaller than 500 px, else its centred square scaled to at most 1200 px, as a JPEG data address
 * on a white background.
 */
export async function squareImageFromFile(
  file: File,
  messages: SquareImageMessages,
): Promise<{ dataUrl: string } | { error: string }> {
  const image = await loadImage(file);
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const issue = sizeIssue(size, false, messages);
  if (issue) return { error: issue };
  const crop = squareCrop(size);
  const canvas = document.createElement('canvas');
  canvas.width = crop.output;
  canvas.height = crop.output;
  const context = canvas.getContext('2d');
  if (!context) return { error: 'Tu navegador no pudo preparar la imagen.' };
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, crop.output, crop.output);
  context.drawImage(image, crop.x, crop.y, crop.side, crop.side, 0, 0, crop.output, crop.output);
  return { dataUrl: canvas.toDataURL('image/jpeg', QUALITY) };
}
