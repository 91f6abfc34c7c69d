CREATE TABLE "oauth_sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"redirect_uri" varchar(500) NOT NULL,
	"source_url" varchar(500) NOT NULL,
	"next_url" varchar(500),
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"subject" varchar(255),
	"email" varchar(254),
	"email_verified" boolean,
	"name" varchar(100),
	"result_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_sign_ins_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "oauth_sign_ins_provider_check" CHECK ("oauth_sign_ins"."provider" in ('google'))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" varchar(255) NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_subject_unique" UNIQUE("provider","subject"),
	CONSTRAINT "user_identities_provider_check" CHECK ("user_identities"."provider" in ('google'))
);
--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_sign_ins_created_idx" ON "oauth_sign_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");