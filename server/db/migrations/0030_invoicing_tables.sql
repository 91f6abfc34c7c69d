CREATE TABLE "invoice_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_key" varchar(8) NOT NULL,
	"product_id" integer,
	"name" varchar(1000) NOT NULL,
	"notes" varchar(1000),
	"clave_prod_serv" varchar(8) NOT NULL,
	"clave_unidad" varchar(3) NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"price_input" numeric(18, 4) NOT NULL,
	"final_price" boolean DEFAULT false NOT NULL,
	"price_unit" numeric(18, 4) NOT NULL,
	"discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"taxes" jsonb NOT NULL,
	"subtotal" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	CONSTRAINT "invoice_items_company_id_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"num_parcialidad" integer NOT NULL,
	"imp_saldo_ant" numeric(18, 2) NOT NULL,
	"imp_pagado" numeric(18, 2) NOT NULL,
	"imp_saldo_insoluto" numeric(18, 2) NOT NULL,
	"equivalencia" numeric(18, 6) DEFAULT '1' NOT NULL,
	CONSTRAINT "invoice_payment_lines_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "invoice_payment_lines_payment_invoice_unique" UNIQUE("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_relations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_relations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"related_invoice_id" integer NOT NULL,
	"tipo_relacion" varchar(2) NOT NULL,
	CONSTRAINT "invoice_relations_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "invoice_relations_pair_unique" UNIQUE("invoice_id","related_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tipo_comprobante" text NOT NULL,
	"serie" varchar(25),
	"folio" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"currency_code" varchar(3) DEFAULT 'MXN' NOT NULL,
	"exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_payment" numeric(18, 2) DEFAULT '0' NOT NULL,
	"contact_id" integer,
	"receiver_rfc" varchar(13),
	"receiver_name" varchar(300),
	"receiver_zip" varchar(5),
	"receiver_regime" varchar(3),
	"uso_cfdi" varchar(4),
	"forma_pago" varchar(2),
	"metodo_pago" varchar(3),
	"fecha_pago" timestamp with time zone,
	"monto_pago" numeric(18, 2),
	"cta_beneficiario" varchar(50),
	"informacion_global" jsonb,
	"uuid" varchar(36),
	"stamp_state" text,
	"stamp_date" timestamp with time zone,
	"xml" text,
	"pac" varchar(30),
	"cancel_motivo" varchar(2),
	"cancel_folio_sustitucion" varchar(36),
	"cancel_status" text,
	"cancel_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "invoices_company_type_folio_unique" UNIQUE("company_id","tipo_comprobante","folio"),
	CONSTRAINT "invoices_company_uuid_unique" UNIQUE("company_id","uuid"),
	CONSTRAINT "invoices_tipo_check" CHECK ("invoices"."tipo_comprobante" in ('I', 'E', 'P')),
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('draft', 'active')),
	CONSTRAINT "invoices_stamp_state_check" CHECK ("invoices"."stamp_state" in ('stamp', 'cancel')),
	CONSTRAINT "invoices_cancel_status_check" CHECK ("invoices"."cancel_status" in ('en_proceso', 'cancelado', 'rechazado', 'plazo_vencido'))
);
--> statement-breakpoint
CREATE TABLE "sat_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sat_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"serial_number" varchar(20) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"legal_name" varchar(300) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"cer" text NOT NULL,
	"key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_certificates_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "sat_certificates_company_serial_unique" UNIQUE("company_id","serial_number")
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_product_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE set null ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_lines" ADD CONSTRAINT "invoice_payment_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_lines" ADD CONSTRAINT "invoice_payment_lines_payment_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_lines" ADD CONSTRAINT "invoice_payment_lines_invoice_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_relations" ADD CONSTRAINT "invoice_relations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_relations" ADD CONSTRAINT "invoice_relations_invoice_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_relations" ADD CONSTRAINT "invoice_relations_related_invoice_id_fk" FOREIGN KEY ("company_id","related_invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contact_id_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE set null ("contact_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_certificates" ADD CONSTRAINT "sat_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payment_lines_invoice_idx" ON "invoice_payment_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_company_type_idx" ON "invoices" USING btree ("company_id","tipo_comprobante","id");