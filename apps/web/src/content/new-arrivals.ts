export type GalleryCategory = 'Grooming' | 'Walking' | 'Day Care' | 'Boarding' | 'veterinary';

export interface GalleryItem {
  id: number;
  title: string;
  category: GalleryCategory;
  /** Path of the image, served from /images/gallery/. */
  image: string;
  width: 800;
  height: 600;
}

/** Filter tabs, in display order (the spec's 'veterinary' label is lowercase on purpose). */
export const newArrivalTabs = ['All', 'Grooming', 'Walking', 'Day Care', 'Boarding', 'veterinary'] as const;
export type NewArrivalTab = (typeof newArrivalTabs)[number];

const item = (id: number, title: string, category: GalleryCategory): GalleryItem => ({
  id,
  title,
  category,
  image: `/images/gallery/${id}.webp`,
  width: 800,
  height: 600,
});

export const newArrivals: GalleryItem[] = [
  item(1, 'Bath day with Neem & Aloe Shampoo', 'Grooming'),
  item(2, 'Morning walk in the park', 'Walking'),
  item(3, 'Playtime at day care', 'Day Care'),
  item(4, 'A cosy boarding suite', 'Boarding'),
  item(5, 'Routine check-up at the vet', 'veterinary'),
  item(6, 'Brushing out a long coat', 'Grooming'),
  item(7, 'Evening stroll on the lead', 'Walking'),
  item(8, 'Nap time after play', 'Day Care'),
  item(9, 'Home away from home', 'Boarding'),
  item(10, 'Vaccination reminder day', 'veterinary'),
  item(11, 'Paw care after a muddy walk', 'Grooming'),
  item(12, 'Weekend trail adventure', 'Walking'),
];

export function filterNewArrivals(tab: NewArrivalTab): GalleryItem[] {
  return tab === 'All' ? newArrivals : newArrivals.filter((i) => i.category === tab);
}
