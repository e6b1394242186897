CREATE TABLE "plantillas_contrato" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"version" integer NOT NULL,
	"cuerpo" text NOT NULL,
	"id_usuario" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plantillas_contrato_tipo_check" CHECK ("plantillas_contrato"."tipo" in ('obra_labor', 'termino_fijo'))
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "poliza_aseguradora" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "poliza_numero" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "poliza_vigencia_hasta" date;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "poliza_valor" integer;--> statement-breakpoint
ALTER TABLE "plantillas_contrato" ADD CONSTRAINT "plantillas_contrato_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plantillas_contrato_tipo_version" ON "plantillas_contrato" USING btree ("tipo","version");