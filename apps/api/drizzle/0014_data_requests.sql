CREATE TABLE "solicitudes_datos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"tipo" text NOT NULL,
	"detalle" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"radicada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"vence_el" date NOT NULL,
	"prorrogada" boolean DEFAULT false NOT NULL,
	"motivo_prorroga" text,
	"respuesta" text,
	"respondida_en" timestamp with time zone,
	"respondida_por" integer
);
--> statement-breakpoint
ALTER TABLE "solicitudes_datos" ADD CONSTRAINT "solicitudes_datos_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_datos" ADD CONSTRAINT "solicitudes_datos_respondida_por_usuarios_id_usuario_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_datos_pendientes" ON "solicitudes_datos" USING btree ("estado","vence_el");--> statement-breakpoint
CREATE INDEX "solicitudes_datos_candidato" ON "solicitudes_datos" USING btree ("id_candidato","radicada_en");