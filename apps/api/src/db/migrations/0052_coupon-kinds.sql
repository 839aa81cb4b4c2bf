ALTER TABLE "coupons" DROP CONSTRAINT "coupons_percent_range";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "cap_paise" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "flat_paise" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_terms" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent" between 1 and 100 and "coupons"."flat_paise" is null and ("coupons"."cap_paise" is null or "coupons"."cap_paise" > 0))
        or ("coupons"."kind" = 'flat' and "coupons"."percent" = 0 and "coupons"."cap_paise" is null and "coupons"."flat_paise" > 0)
        or ("coupons"."kind" = 'free_delivery' and "coupons"."percent" = 0 and "coupons"."cap_paise" is null and "coupons"."flat_paise" is null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_min_quantity_positive" CHECK ("coupons"."min_quantity" is null or "coupons"."min_quantity" >= 1);