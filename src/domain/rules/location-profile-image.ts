import { SQUARE_IMAGE_LIMITS } from './image-header';
import { type SquareImageMessages, squareImageIssue } from './square-image';

/** The profile's logo (02 §5 Business profile: at least 500x500 and at most 1200x1200 px, square). */
export const LOGO_MIN_PX = SQUARE_IMAGE_LIMITS.minSide;
export const LOGO_MAX_PX = SQUARE_IMAGE_LIMITS.maxSide;

export const LOGO_MESSAGES: SquareImageMessages = {
  format: 'El logo debe ser una imagen PNG, JPG o WebP.',
  tooSmall: `El logo debe medir al menos ${LOGO_MIN_PX}x${LOGO_MIN_PX} px.`,
  tooLarge: `El logo debe medir como máximo ${LOGO_MAX_PX}x${LOGO_MAX_PX} px.`,
  notSquare: 'El logo debe ser cuadrado.',
  tooHeavy: 'El logo pesa demasiado: usa una imagen de menos de 700 KB.',
};

/** What is wrong with a logo sent as a data address, or null when it may be stored. */
export function logoIssue(value: string): string | null {
  return squareImageIssue(value, LOGO_MESSAGES);
}
