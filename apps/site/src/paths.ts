// Addresses the site builds in more than one place.

/** A promotion's page (the id in the path; `/promoDetail?id=` still leads there too). */
export const promotionPath = (id: number | string) => `/promoDetail/${id}`;
