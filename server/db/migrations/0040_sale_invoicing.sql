CREATE TABLE "global_invoice_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_invoice_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"period_key" varchar(30) NOT NULL,
	"period_from" varchar(10) NOT NULL,
	"period_to" varchar(10) NOT NULL,
	"status" text DEFAULT 'issuing' NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"failure" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_invoice_runs_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "global_invoice_runs_company_period_unique" UNIQUE("company_id","period_key"),
	CONSTRAINT "global_invoice_runs_status_check" CHECK ("global_invoice_runs"."status" in ('issuing', 'stamped', 'failed', 'empty'))
);
--> statement-breakpoint
CREATE TABLE "sale_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer,
	"global_run_id" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_invoices_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "sale_invoices_sale_unique" UNIQUE("company_id","sale_id"),
	CONSTRAINT "sale_invoices_kind_check" CHECK ("sale_invoices"."kind" in ('self', 'global'))
);
--> statement-breakpoint
CREATE TABLE "sale_invoicing_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"global_periodicity" text,
	"self_invoice_grace_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "self_invoice_code" varchar(16) DEFAULT substr(md5(gen_random_uuid()::text), 1, 16) NOT NULL;--> statement-breakpoint
ALTER TABLE "global_invoice_runs" ADD CONSTRAINT "global_invoice_runs_invoice_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE set null ("invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_sale_id_fk" FOREIGN KEY ("company_id","sale_id") REFERENCES "public"."sales"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_invoice_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE set null ("invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_global_run_id_fk" FOREIGN KEY ("company_id","global_run_id") REFERENCES "public"."global_invoice_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoicing_settings" ADD CONSTRAINT "sale_invoicing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_invoices_global_run_idx" ON "sale_invoices" USING btree ("global_run_id");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_self_invoice_code_unique" UNIQUE("self_invoice_code");