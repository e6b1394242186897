CREATE TABLE "avisos_retencion" (
	"id_candidato" integer PRIMARY KEY NOT NULL,
	"avisado_en" timestamp with time zone NOT NULL,
	"elimina_el" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avisos_retencion" ADD CONSTRAINT "avisos_retencion_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;