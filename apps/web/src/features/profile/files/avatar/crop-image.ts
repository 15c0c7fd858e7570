// Draws the chosen circle's square of an image onto a canvas and exports it as a png (spec 2
// section 9: avatar crop 1:1, output png).
import type { Area } from 'react-easy-crop';

/** Large enough for any avatar display; keeps uploads small. */
const MAX_OUTPUT = 1024;

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = url;
  });
}

/** The centred square of an image, for when no crop has been reported yet. */
export function centredSquare(width: number, height: number): Area {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
}

export async function cropToPng(imageUrl: string, area: Area | null): Promise<Blob> {
  const image = await loadImage(imageUrl);
  const source = area ?? centredSquare(image.naturalWidth, image.naturalHeight);
  const side = Math.max(1, Math.round(Math.min(source.width, MAX_OUTPUT)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be exported'))),
      'image/png',
    ),
  );
}
