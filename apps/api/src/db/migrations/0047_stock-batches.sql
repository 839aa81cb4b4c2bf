CREATE TABLE "order_line_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_batches_returned_range" CHECK ("order_line_batches"."returned" >= 0 and "order_line_batches"."returned" <= "order_line_batches"."quantity")
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"manufactured_on" date,
	"best_before" date,
	"quantity" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_quantity_nonnegative" CHECK ("stock_batches"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_batches_line_batch_key" ON "order_line_batches" USING btree ("line_id","batch_id");--> statement-breakpoint
CREATE INDEX "order_line_batches_batch_idx" ON "order_line_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_variant_batch_key" ON "stock_batches" USING btree ("variant_id","batch_no");--> statement-breakpoint
CREATE INDEX "stock_batches_best_before_idx" ON "stock_batches" USING btree ("best_before");