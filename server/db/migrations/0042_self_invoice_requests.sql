CREATE TABLE "self_invoice_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_invoice_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"nombre" varchar(300) NOT NULL,
	"regimen_fiscal" varchar(3) NOT NULL,
	"codigo_postal" varchar(5) NOT NULL,
	"uso_cfdi" varchar(4) NOT NULL,
	"email" varchar(254) NOT NULL,
	"failure" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_invoice_requests_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "self_invoice_requests_sale_unique" UNIQUE("company_id","sale_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ALTER COLUMN "item_key" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "self_invoice_requests" ADD CONSTRAINT "self_invoice_requests_sale_id_fk" FOREIGN KEY ("company_id","sale_id") REFERENCES "public"."sales"("company_id","id") ON DELETE cascade ON UPDATE no action;