-- The demo catalog's declarations (decision 051), for a shop seeded before they were asked for: the
-- demo makers with their full addresses, then each demo product's, matched by its slug. Only a product
-- with none of its own yet is filled, and a shop without the demo products gets nothing. Other products
-- keep selling as they are: their country of origin is India by the column's default, and the admin lists
-- them as missing declarations. The seed writes the same data (seed/demo-catalog/declarations.ts).
-- A demo shop seeded before its products came in sizes knows six of them by slugs that named the size
-- ("paw-nose-balm-50g"); both slugs are matched.
INSERT INTO "makers" ("name", "address")
SELECT m.name, m.address FROM (VALUES
  ('Canino Pet Wellness Private Limited', 'Plot 14, SIDCO Industrial Estate, Kurichi, Coimbatore, Tamil Nadu 641021, India'),
  ('Sahyadri Herbal Formulations Private Limited', 'Gat No. 112, MIDC Chakan Phase II, Khed, Pune, Maharashtra 410501, India'),
  ('Malabar Marine Nutrition LLP', 'Unit 7, Cochin Special Economic Zone, Kakkanad, Kochi, Kerala 682037, India'),
  ('Tasman Marine Extracts Limited', '27 Vickerman Street, Port Nelson, Nelson 7010, New Zealand')
) AS m(name, address)
 WHERE EXISTS (SELECT 1 FROM "products" p WHERE p."slug" IN ('daily-multi-chewable-tablets', 'daily-multi-powder-200g', 'daily-multi-powder', 'puppy-growth-syrup-200ml', 'puppy-growth-syrup', 'senior-vitality-chews', 'calcium-bone-support-tablets', 'joint-plus-chews', 'turmeric-boswellia-mobility-powder', 'green-lipped-mussel-tablets', 'joint-plus-liquid-250ml', 'joint-plus-liquid', 'active-dog-recovery-chews', 'skin-coat-omega-oil-200ml', 'skin-coat-omega-oil', 'biotin-zinc-coat-chews', 'paw-nose-balm-50g', 'paw-nose-balm', 'neem-coconut-skin-spray-200ml', 'neem-coconut-skin-spray', 'omega-3-softgels', 'probiotic-digestive-powder', 'pumpkin-psyllium-fibre-blend', 'gut-balance-chews', 'digestive-enzyme-tablets', 'travel-tummy-ginger-chews', 'calm-paws-chews', 'valerian-chamomile-calming-drops', 'festival-season-calming-kit', 'lavender-vetiver-calming-spray', 'travel-calm-tablets', 'neem-aloe-gentle-shampoo', 'oatmeal-coat-conditioner', 'herbal-ear-cleanser', 'dental-care-gel', 'citronella-neem-outdoor-spray'))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "products" p
   SET "manufacturer_id" = (SELECT k."id" FROM "makers" k WHERE lower(k."name") = lower(d.manufacturer)),
       "packer_id" = (SELECT k."id" FROM "makers" k WHERE lower(k."name") = lower(d.packer)),
       "importer_id" = (SELECT k."id" FROM "makers" k WHERE lower(k."name") = lower(d.importer)),
       "country_of_origin" = d.country, "generic_name" = d.generic, "best_before_months" = d.months, "updated_at" = now()
  FROM (VALUES
    ('daily-multi-chewable-tablets', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Multivitamin and mineral supplement tablets for dogs', 24),
    ('daily-multi-powder-200g', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Multivitamin and mineral supplement powder for dogs', 18),
    ('daily-multi-powder', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Multivitamin and mineral supplement powder for dogs', 18),
    ('puppy-growth-syrup-200ml', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Multivitamin syrup for puppies', 18),
    ('puppy-growth-syrup', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Multivitamin syrup for puppies', 18),
    ('senior-vitality-chews', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Multivitamin supplement chews for senior dogs', 24),
    ('calcium-bone-support-tablets', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Calcium and phosphorus supplement tablets for dogs', 24),
    ('joint-plus-chews', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Glucosamine and chondroitin supplement chews for dogs', 24),
    ('turmeric-boswellia-mobility-powder', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Herbal joint support powder for dogs', 18),
    ('green-lipped-mussel-tablets', 'Tasman Marine Extracts Limited', NULL, 'Canino Pet Wellness Private Limited', 'New Zealand', 'Green-lipped mussel supplement tablets for dogs', 36),
    ('joint-plus-liquid-250ml', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Liquid joint supplement for dogs', 18),
    ('joint-plus-liquid', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Liquid joint supplement for dogs', 18),
    ('active-dog-recovery-chews', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Joint and muscle support chews for dogs', 24),
    ('skin-coat-omega-oil-200ml', 'Malabar Marine Nutrition LLP', NULL, NULL, 'India', 'Omega fatty acid oil supplement for dogs', 12),
    ('skin-coat-omega-oil', 'Malabar Marine Nutrition LLP', NULL, NULL, 'India', 'Omega fatty acid oil supplement for dogs', 12),
    ('biotin-zinc-coat-chews', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Biotin and zinc supplement chews for dogs', 24),
    ('paw-nose-balm-50g', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Paw and nose balm for dogs', 24),
    ('paw-nose-balm', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Paw and nose balm for dogs', 24),
    ('neem-coconut-skin-spray-200ml', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Herbal skin care spray for dogs', 24),
    ('neem-coconut-skin-spray', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Herbal skin care spray for dogs', 24),
    ('omega-3-softgels', 'Malabar Marine Nutrition LLP', NULL, NULL, 'India', 'Fish oil supplement softgels for dogs', 24),
    ('probiotic-digestive-powder', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Probiotic supplement powder for dogs', 12),
    ('pumpkin-psyllium-fibre-blend', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Fibre supplement powder for dogs', 18),
    ('gut-balance-chews', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Probiotic supplement chews for dogs', 12),
    ('digestive-enzyme-tablets', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Digestive enzyme supplement tablets for dogs', 24),
    ('travel-tummy-ginger-chews', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Ginger supplement chews for dogs', 18),
    ('calm-paws-chews', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Calming supplement chews for dogs', 24),
    ('valerian-chamomile-calming-drops', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Herbal calming drops for dogs', 18),
    ('festival-season-calming-kit', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Calming care kit for dogs: chews and coat spray', 12),
    ('lavender-vetiver-calming-spray', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Calming aromatic spray for dogs', 24),
    ('travel-calm-tablets', 'Canino Pet Wellness Private Limited', NULL, NULL, 'India', 'Herbal calming tablets for dogs', 24),
    ('neem-aloe-gentle-shampoo', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Herbal dog shampoo', 36),
    ('oatmeal-coat-conditioner', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Dog coat conditioner', 36),
    ('herbal-ear-cleanser', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Ear cleansing solution for dogs', 24),
    ('dental-care-gel', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Oral care gel for dogs', 24),
    ('citronella-neem-outdoor-spray', 'Sahyadri Herbal Formulations Private Limited', 'Canino Pet Wellness Private Limited', NULL, 'India', 'Herbal coat spray for dogs', 24)
  ) AS d(slug, manufacturer, packer, importer, country, generic, months)
 WHERE p."slug" = d.slug AND p."manufacturer_id" IS NULL AND p."generic_name" = '' AND p."best_before_months" IS NULL;
