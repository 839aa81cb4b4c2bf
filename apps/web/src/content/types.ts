/** A block of static page text: a heading, paragraphs and optional bullet points. */
export interface Section {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** The shop's contact details, read from settings at runtime (never hard-coded in texts). */
export interface ShopContact {
  phone: string;
  email: string;
}
