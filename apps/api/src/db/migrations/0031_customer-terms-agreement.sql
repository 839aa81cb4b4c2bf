ALTER TABLE "customers" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "terms_agreed_at" timestamp with time zone;