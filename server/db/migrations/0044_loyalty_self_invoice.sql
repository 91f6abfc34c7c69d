CREATE TABLE "loyalty_self_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_self_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"invoice_id" integer,
	"rfc" varchar(13) NOT NULL,
	"nombre" varchar(300) NOT NULL,
	"regimen_fiscal" varchar(3) NOT NULL,
	"codigo_postal" varchar(5) NOT NULL,
	"uso_cfdi" varchar(4) NOT NULL,
	"email" varchar(254) NOT NULL,
	"forma_pago" varchar(2) NOT NULL,
	"failure" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_self_invoices_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "loyalty_self_invoices_transaction_unique" UNIQUE("company_id","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD COLUMN "self_invoice_code" varchar(17) DEFAULT 'l' || substr(md5(gen_random_uuid()::text), 1, 16);--> statement-breakpoint
ALTER TABLE "loyalty_self_invoices" ADD CONSTRAINT "loyalty_self_invoices_transaction_id_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."loyalty_transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_self_invoices" ADD CONSTRAINT "loyalty_self_invoices_invoice_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE set null ("invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_self_invoice_code_unique" UNIQUE("self_invoice_code");--> statement-breakpoint
-- Nothing to invoice where nothing was paid in money (no amount, or all of it from the wallet).
UPDATE "loyalty_transactions" SET "self_invoice_code" = NULL WHERE "sale_amount" <= "withdraw_amount";--> statement-breakpoint
-- Row-level security on the new tenant table (issue 20's rule for every new tenant table).
SELECT enable_tenant_rls('loyalty_self_invoices');
