CREATE TABLE "consentimientos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"tipo" text NOT NULL,
	"otorgado" boolean NOT NULL,
	"texto" text NOT NULL,
	"politica_version" text NOT NULL,
	"politica_hash" text NOT NULL,
	"ip" text,
	"agente" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "sign_up_context" jsonb;--> statement-breakpoint
ALTER TABLE "consentimientos" ADD CONSTRAINT "consentimientos_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consentimientos_candidato_idx" ON "consentimientos" USING btree ("id_candidato","tipo","id");