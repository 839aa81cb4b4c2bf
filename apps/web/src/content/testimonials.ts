export interface Testimonial {
  name: string;
  location: string;
  /** Path of the avatar image, served from /images/testimonials/. */
  image: string;
  /** Two review lines. */
  review: [string, string];
  stars: 5;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Priya Raman',
    location: 'Coimbatore',
    image: '/images/testimonials/1.webp',
    review: ['Our Labrador Bruno has been on the Daily Multi for three years now.', 'He is active, his coat shines and our vet is happy with every check-up.'],
    stars: 5,
  },
  {
    name: 'Arjun Menon',
    location: 'Kochi',
    image: '/images/testimonials/2.webp',
    review: ['I show Golden Retrievers and the Omega Coat oil is part of our ring-day routine.', 'Several handlers asked me what we use, which is how I found Canino myself.'],
    stars: 5,
  },
  {
    name: 'Kavya Reddy',
    location: 'Hyderabad',
    image: '/images/testimonials/3.webp',
    review: ['Max is eleven and Joint Plus has made our morning walks easy again.', 'He takes the chew like a treat, so there is no struggle at all.'],
    stars: 5,
  },
  {
    name: 'Rohit Sharma',
    location: 'Pune',
    image: '/images/testimonials/4.webp',
    review: ['Diwali used to be really hard for our indie girl, Laddoo.', 'With the Calm Paws chews and a quiet corner she now settles down much faster.'],
    stars: 5,
  },
  {
    name: 'Anitha Joseph',
    location: 'Chennai',
    image: '/images/testimonials/5.webp',
    review: ['Our Beagle has a sensitive stomach and the probiotic sachets really helped.', 'Clear dosing by weight on the box, which I appreciate.'],
    stars: 5,
  },
  {
    name: 'Vikram Iyer',
    location: 'Bengaluru',
    image: '/images/testimonials/6.webp',
    review: ['Our vet suggested Canino for our German Shepherd after a long itchy summer.', 'The neem shampoo and coat chews together made a visible difference.'],
    stars: 5,
  },
  {
    name: 'Sneha Kulkarni',
    location: 'Mumbai',
    image: '/images/testimonials/7.webp',
    review: ['Fast delivery, careful packing and a friendly reply to every question I sent.', 'Coco the Shih Tzu loves her Puppy Growth syrup mixed into breakfast.'],
    stars: 5,
  },
  {
    name: 'Farhan Qureshi',
    location: 'Madurai',
    image: '/images/testimonials/8.webp',
    review: ['I cook for my two Rajapalayams and the Daily Multi powder fills the gaps.', 'Simple ingredients, honest labels and it lasts a good two months.'],
    stars: 5,
  },
];
