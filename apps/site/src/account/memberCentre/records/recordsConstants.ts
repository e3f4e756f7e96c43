/** How long a copied order number's button says "Copied". */
export const RECORD_COPIED_MS = 2000;
