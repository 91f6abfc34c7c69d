import { IMAGE_MESSAGES } from './image-header';
import { type SquareImageMessages, squareImageIssue } from './square-image';

/** A product's picture (02 §2 Products: square, 500 to 1200 px, cropped). */
export const PRODUCT_IMAGE_MESSAGES: SquareImageMessages = {
  format: IMAGE_MESSAGES.type,
  tooSmall: IMAGE_MESSAGES.small,
  tooLarge: IMAGE_MESSAGES.large,
  notSquare: IMAGE_MESSAGES.square,
  tooHeavy: 'La imagen pesa demasiado: usa una de menos de 700 KB.',
};

/** What is wrong with a product image sent as a data address, or null when it may be stored. */
export function productImageIssue(value: string): string | null {
  return squareImageIssue(value, PRODUCT_IMAGE_MESSAGES);
}
