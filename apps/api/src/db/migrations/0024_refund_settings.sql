CREATE TABLE "refund_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"staff_limit_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_settings_single_row" CHECK ("refund_settings"."id" = 1),
	CONSTRAINT "refund_settings_limit" CHECK ("refund_settings"."staff_limit_paise" >= 0)
);
