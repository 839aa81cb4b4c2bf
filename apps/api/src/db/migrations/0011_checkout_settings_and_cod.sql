CREATE TABLE "checkout_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipping" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"cod" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_settings_single_row" CHECK ("checkout_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_cod_mobile_idx" ON "orders" USING btree ("mobile") WHERE "orders"."payment_method" = 'cod';