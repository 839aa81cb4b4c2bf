CREATE TABLE "recovery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"second_coupon_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_settings_single_row" CHECK ("recovery_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "recovery_settings" ADD CONSTRAINT "recovery_settings_second_coupon_id_coupons_id_fk" FOREIGN KEY ("second_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;