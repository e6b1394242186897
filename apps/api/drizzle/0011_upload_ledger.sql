CREATE TABLE "cargas_candidato" (
	"clave" text PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"bytes" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cargas_candidato" ADD CONSTRAINT "cargas_candidato_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargas_candidato_owner" ON "cargas_candidato" USING btree ("id_candidato","creado_en");