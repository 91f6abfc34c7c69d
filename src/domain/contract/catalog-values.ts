/** Limits, defaults and Spanish messages of the catalog (02 §5 "Products", §9). */
export const CATALOG_LIMITS = {
  nameMax: 100,
  descriptionMax: 255,
  skuMax: 60,
  variantsMax: 50,
  idsMax: 200,
  durationMin: 5,
  durationStep: 5,
  durationMax: 1440,
  bookingsPerBlockMax: 100,
  stockMax: 1_000_000,
  priceMax: 10_000_000,
  sortOrderMax: 255,
  modifierNameMax: 200,
  modifierCodeMax: 100,
  optionNameMax: 100,
  optionsMax: 100,
  optionsMaxSelection: 100,
  /** Products, modifiers and categories pages (02 §9: 20 for lists). */
  pageSize: 20,
  /** The modifier sheet starts with this many empty option rows (02 §9). */
  modifierStartRows: 3,
} as const;

export const CATALOG_DEFAULTS = {
  /** 02 §9: default service colour. */
  serviceColor: '#888888',
  /** 02 §9: minimum service duration 5 min (default 5). */
  serviceDurationMins: 5,
} as const;

export const CATALOG_STATUS_LABELS = { active: 'Activo', inactive: 'Inactivo' } as const;

export const CATALOG_MESSAGES = {
  typeRequired: 'Elige si es un servicio o un producto.',
  typeLocked: 'El tipo no se puede cambiar.',
  nameRequired: 'Ingresa el nombre.',
  nameMax: 'El nombre admite como máximo 100 caracteres.',
  descriptionMax: 'La descripción admite como máximo 255 caracteres.',
  skuMax: 'El SKU admite como máximo 60 caracteres.',
  barcodeMax: 'El código de barras admite como máximo 60 caracteres.',
  price: 'Ingresa un precio válido, por ejemplo 45 o 45.50.',
  durationMin: 'El tiempo mínimo es de 5 minutos.',
  durationStep: 'La duración debe ir en pasos de 5 minutos.',
  durationMax: 'La duración máxima es de 1440 minutos.',
  color: 'Elige un color válido (por ejemplo #888888).',
  bookingsPerBlock: 'Elige ilimitado (0) o de 1 a 100 registros por bloque.',
  stockQuantity: 'La existencia debe ser un número entero de 0 o más.',
  stockRequired: 'Ingresa la cantidad en existencia.',
  variantName: 'Ingresa el nombre de la variante.',
  variantPrice: 'Ingresa el precio de la variante.',
  variantsMax: 'Un producto admite como máximo 50 variantes.',
  variantUnknown: 'La variante no pertenece a este producto.',
  categoryUnknown: 'La categoría no existe.',
  modifierUnknown: 'Uno de los modificadores no existe.',
  userUnknown: 'Una de las personas no existe en este negocio.',
  productNotFound: 'Producto no encontrado.',
  categoryNameRequired: 'Ingresa el nombre de la categoría.',
  sortOrder: 'El orden debe ser un número entero de 0 a 255.',
  categoryNotFound: 'Categoría no encontrada.',
  modifierNameRequired: 'Ingresa el nombre del modificador.',
  modifierNameMax: 'El nombre admite como máximo 200 caracteres.',
  codeRequired: 'Ingresa el código.',
  codeMax: 'El código admite como máximo 100 caracteres.',
  minOptions: 'La selección mínima debe ser un número entero de 0 o más.',
  maxOptions: 'La selección máxima debe ser 0 (sin límite) o un número entero mayor.',
  maxBelowMin: 'La selección máxima no puede ser menor que la mínima.',
  optionNameMax: 'El nombre de la opción admite como máximo 100 caracteres.',
  optionPrice: 'Ingresa un precio válido para la opción.',
  optionsMax: 'Un modificador admite como máximo 100 opciones.',
  optionUnknown: 'La opción no pertenece a este modificador.',
  modifierNotFound: 'Modificador no encontrado.',
  satProductKey: 'Elige una clave de producto o servicio del catálogo del SAT.',
  satUnitKey: 'Elige una clave de unidad del catálogo del SAT (por ejemplo H87, Pieza).',
  saved: 'Los datos se guardaron correctamente.',
} as const;
